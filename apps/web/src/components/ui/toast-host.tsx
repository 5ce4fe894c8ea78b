import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** react-toastify with the spec's defaults: top-right, closes after 5000 ms. */
export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop />;
}
