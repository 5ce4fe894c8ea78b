/**
 * True on a laptop or desktop (a mouse or trackpad). Focusing a text box there saves a click; on a
 * phone it would pop the on-screen keyboard over the page the student has not read yet.
 */
export const hasFinePointer = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
