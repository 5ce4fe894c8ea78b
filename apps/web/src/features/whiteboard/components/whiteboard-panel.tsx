export interface WhiteboardPanelProps {
  /** Where the drawing is kept (per chat session), so it survives switching panels and a reload. */
  drawingKey: string;
  onClose(): void;
}

/** Placeholder until the whiteboard lands. */
export default function WhiteboardPanel({ onClose }: WhiteboardPanelProps) {
  return (
    <div className="flex h-full flex-col">
      <button type="button" title="Close Whiteboard" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
