/** A spinner with its words visible (the spec's connecting messages are read, not only announced). */
export function Connecting({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-slate-700">
      <span
        className="h-8 w-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      <span>{label}</span>
    </div>
  );
}
