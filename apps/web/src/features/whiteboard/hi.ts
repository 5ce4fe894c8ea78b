/** Hindi for the whiteboard panel and its toolbar (see i18n/hi.ts). */
export default {
  Whiteboard: 'व्हाइटबोर्ड',
  'Close Whiteboard': 'व्हाइटबोर्ड बंद करें',
  'Whiteboard drawing area': 'व्हाइटबोर्ड पर ड्रॉइंग की जगह',
  Tool: 'टूल',
  Pen: 'पेन',
  Eraser: 'रबड़',
  History: 'हिस्ट्री',
  Undo: 'वापस लें',
  Redo: 'एक कदम आगे',
  Export: 'एक्सपोर्ट',
  'Export as PNG': 'PNG तस्वीर के रूप में सेव करें',
  'Brush size': 'ब्रश का आकार',
};
