import { VOICE_LIMIT_REACHED } from '@vidya/contract';

/** Hindi for the voice call screen and its messages (see i18n/hi.ts). */
export default {
  'Connecting to AI Teacher...': 'AI टीचर से जोड़ा जा रहा है...',
  'Connecting to your AI Teacher...': 'आपके AI टीचर से जोड़ा जा रहा है...',
  'Voice call': 'वॉइस कॉल',
  'Call time': 'कॉल का समय',
  Student: 'विद्यार्थी',
  Teacher: 'टीचर',
  '{name}, speaking': '{name}, बोल रहे हैं',
  'Stop the teacher': 'टीचर को रोकें',
  'What was said': 'क्या-क्या बात हुई',
  You: 'आप',
  'Say something to your teacher': 'अपने टीचर से कुछ कहें',
  'Type what you want to say': 'जो कहना है, यहाँ टाइप करें',
  'Say it': 'भेजें',
  'Speak in English': 'अंग्रेज़ी में बोलें',
  'Speak in Hindi': 'हिंदी में बोलें',
  'This phone has no Hindi voice: read the answers on the screen.': 'इस फ़ोन में हिंदी आवाज़ नहीं है, जवाब स्क्रीन पर पढ़ें।',
  'Hang up': 'कॉल ख़त्म करें',
  "Use my phone's voice": 'फ़ोन की अपनी आवाज़ से बात करें',
  'Back to chat': 'चैट पर वापस जाएँ',
  [VOICE_LIMIT_REACHED]: 'आज का AI टीचर के साथ वॉइस कॉल का समय पूरा हो गया है। आप अपने फ़ोन की अपनी आवाज़ से बात जारी रख सकते हैं।',
  'Missing environment variables or access token.': 'ज़रूरी सेटिंग या एक्सेस टोकन नहीं मिला।',
  'The call could not be saved. Please check your connection.': 'कॉल सेव नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  'The AI Teacher needs your microphone. Allow it in your browser and try again.':
    'AI टीचर को आपका माइक्रोफ़ोन चाहिए। ब्राउज़र में इसकी अनुमति (Allow) दें और फिर से कोशिश करें।',
  'The call could not connect. Check your internet connection and try again.': 'कॉल नहीं जुड़ सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
};
