/**
 * Display names of the festival engine, English and Hindi: one entry per
 * event slug, and the labels of kaals, windows, moments, event types and the
 * reason sentences. This module is the single source of the "festivals"
 * namespace of messages/en.json and messages/hi.json (written by
 * `npm run -s festivals -- --write-messages`; a test keeps them in step).
 * The engine itself returns only keys (festivals.<slug>.name) and reason data.
 */
import type { Name } from '../data/names';
import type { Kaal } from './kaal';
import type { FestivalType, MomentKind, ReasonChoice, WindowKind } from './types';

export const FESTIVAL_NAMES: Readonly<Record<string, Name>> = {
  // Ekadashi
  'kamada-ekadashi': { en: 'Kamada Ekadashi', hi: 'कामदा एकादशी' },
  'papmochani-ekadashi': { en: 'Papmochani Ekadashi', hi: 'पापमोचिनी एकादशी' },
  'mohini-ekadashi': { en: 'Mohini Ekadashi', hi: 'मोहिनी एकादशी' },
  'varuthini-ekadashi': { en: 'Varuthini Ekadashi', hi: 'वरूथिनी एकादशी' },
  'nirjala-ekadashi': { en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी' },
  'apara-ekadashi': { en: 'Apara Ekadashi', hi: 'अपरा एकादशी' },
  'devshayani-ekadashi': { en: 'Devshayani Ekadashi', hi: 'देवशयनी एकादशी' },
  'yogini-ekadashi': { en: 'Yogini Ekadashi', hi: 'योगिनी एकादशी' },
  'shravana-putrada-ekadashi': { en: 'Shravana Putrada Ekadashi', hi: 'श्रावण पुत्रदा एकादशी' },
  'kamika-ekadashi': { en: 'Kamika Ekadashi', hi: 'कामिका एकादशी' },
  'parsva-ekadashi': { en: 'Parsva (Parivartini) Ekadashi', hi: 'परिवर्तिनी (पार्श्व) एकादशी' },
  'aja-ekadashi': { en: 'Aja Ekadashi', hi: 'अजा एकादशी' },
  'papankusha-ekadashi': { en: 'Papankusha Ekadashi', hi: 'पापांकुशा एकादशी' },
  'indira-ekadashi': { en: 'Indira Ekadashi', hi: 'इन्दिरा एकादशी' },
  'dev-uthani-ekadashi': { en: 'Dev Uthani (Prabodhini) Ekadashi', hi: 'देवउठनी (प्रबोधिनी) एकादशी' },
  'rama-ekadashi': { en: 'Rama Ekadashi', hi: 'रमा एकादशी' },
  'mokshada-ekadashi': { en: 'Mokshada Ekadashi', hi: 'मोक्षदा एकादशी' },
  'utpanna-ekadashi': { en: 'Utpanna Ekadashi', hi: 'उत्पन्ना एकादशी' },
  'pausha-putrada-ekadashi': { en: 'Pausha Putrada Ekadashi', hi: 'पौष पुत्रदा एकादशी' },
  'saphala-ekadashi': { en: 'Saphala Ekadashi', hi: 'सफला एकादशी' },
  'jaya-ekadashi': { en: 'Jaya Ekadashi', hi: 'जया एकादशी' },
  'shattila-ekadashi': { en: 'Shattila Ekadashi', hi: 'षटतिला एकादशी' },
  'amalaki-ekadashi': { en: 'Amalaki Ekadashi', hi: 'आमलकी एकादशी' },
  'vijaya-ekadashi': { en: 'Vijaya Ekadashi', hi: 'विजया एकादशी' },
  'padmini-ekadashi': { en: 'Padmini Ekadashi', hi: 'पद्मिनी एकादशी' },
  'parama-ekadashi': { en: 'Parama Ekadashi', hi: 'परमा एकादशी' },
  // Purnima
  'chaitra-purnima': { en: 'Chaitra Purnima', hi: 'चैत्र पूर्णिमा' },
  'buddha-purnima': { en: 'Buddha Purnima (Vaishakha Purnima)', hi: 'बुद्ध पूर्णिमा (वैशाख पूर्णिमा)' },
  'jyeshtha-purnima': { en: 'Jyeshtha Purnima', hi: 'ज्येष्ठ पूर्णिमा' },
  'guru-purnima': { en: 'Guru Purnima (Ashadha Purnima)', hi: 'गुरु पूर्णिमा (आषाढ़ पूर्णिमा)' },
  'shravana-purnima': { en: 'Shravana Purnima', hi: 'श्रावण पूर्णिमा' },
  'bhadrapada-purnima': { en: 'Bhadrapada Purnima', hi: 'भाद्रपद पूर्णिमा' },
  'sharad-purnima': { en: 'Sharad Purnima', hi: 'शरद पूर्णिमा' },
  'kartik-purnima': { en: 'Kartik Purnima', hi: 'कार्तिक पूर्णिमा' },
  'margashirsha-purnima': { en: 'Margashirsha Purnima', hi: 'मार्गशीर्ष पूर्णिमा' },
  'paush-purnima': { en: 'Paush Purnima', hi: 'पौष पूर्णिमा' },
  'maghi-purnima': { en: 'Maghi Purnima', hi: 'माघी पूर्णिमा' },
  'phalguna-purnima': { en: 'Phalguna Purnima', hi: 'फाल्गुन पूर्णिमा' },
  'adhika-purnima': { en: 'Adhika Purnima', hi: 'अधिक पूर्णिमा' },
  // Amavasya
  'chaitra-amavasya': { en: 'Chaitra Amavasya', hi: 'चैत्र अमावस्या' },
  'vaishakha-amavasya': { en: 'Vaishakha Amavasya', hi: 'वैशाख अमावस्या' },
  'jyeshtha-amavasya': { en: 'Jyeshtha Amavasya', hi: 'ज्येष्ठ अमावस्या' },
  'ashadha-amavasya': { en: 'Ashadha Amavasya', hi: 'आषाढ़ अमावस्या' },
  'shravana-amavasya': { en: 'Shravana (Hariyali) Amavasya', hi: 'श्रावण (हरियाली) अमावस्या' },
  'bhadrapada-amavasya': { en: 'Bhadrapada Amavasya', hi: 'भाद्रपद अमावस्या' },
  'sarva-pitru-amavasya': { en: 'Sarva Pitru Amavasya', hi: 'सर्वपितृ अमावस्या' },
  'kartik-amavasya': { en: 'Kartik Amavasya', hi: 'कार्तिक अमावस्या' },
  'margashirsha-amavasya': { en: 'Margashirsha Amavasya', hi: 'मार्गशीर्ष अमावस्या' },
  'paush-amavasya': { en: 'Paush Amavasya', hi: 'पौष अमावस्या' },
  'mauni-amavasya': { en: 'Mauni Amavasya (Magha Amavasya)', hi: 'मौनी अमावस्या (माघ अमावस्या)' },
  'phalguna-amavasya': { en: 'Phalguna Amavasya', hi: 'फाल्गुन अमावस्या' },
  'adhika-amavasya': { en: 'Adhika Amavasya', hi: 'अधिक अमावस्या' },
  'somvati-amavasya': { en: 'Somvati Amavasya', hi: 'सोमवती अमावस्या' },
  // Pradosh
  'ravi-pradosh': { en: 'Ravi Pradosh Vrat', hi: 'रवि प्रदोष व्रत' },
  'soma-pradosh': { en: 'Soma Pradosh Vrat', hi: 'सोम प्रदोष व्रत' },
  'bhauma-pradosh': { en: 'Bhauma Pradosh Vrat', hi: 'भौम प्रदोष व्रत' },
  'budha-pradosh': { en: 'Budha Pradosh Vrat', hi: 'बुध प्रदोष व्रत' },
  'guru-pradosh': { en: 'Guru Pradosh Vrat', hi: 'गुरु प्रदोष व्रत' },
  'shukra-pradosh': { en: 'Shukra Pradosh Vrat', hi: 'शुक्र प्रदोष व्रत' },
  'shani-pradosh': { en: 'Shani Pradosh Vrat', hi: 'शनि प्रदोष व्रत' },
  // Monthly vrats
  'sankashti-chaturthi': { en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी' },
  'vinayaka-chaturthi': { en: 'Vinayaka Chaturthi', hi: 'विनायक चतुर्थी' },
  'masik-shivaratri': { en: 'Masik Shivaratri', hi: 'मासिक शिवरात्रि' },
  'masik-durgashtami': { en: 'Masik Durgashtami', hi: 'मासिक दुर्गाष्टमी' },
  kalashtami: { en: 'Kalashtami', hi: 'कालाष्टमी' },
  // Sankranti
  'mesh-sankranti': { en: 'Mesha Sankranti', hi: 'मेष संक्रान्ति' },
  'vrishabh-sankranti': { en: 'Vrishabha Sankranti', hi: 'वृषभ संक्रान्ति' },
  'mithun-sankranti': { en: 'Mithuna Sankranti', hi: 'मिथुन संक्रान्ति' },
  'kark-sankranti': { en: 'Karka Sankranti', hi: 'कर्क संक्रान्ति' },
  'simha-sankranti': { en: 'Simha Sankranti', hi: 'सिंह संक्रान्ति' },
  'kanya-sankranti': { en: 'Kanya Sankranti', hi: 'कन्या संक्रान्ति' },
  'tula-sankranti': { en: 'Tula Sankranti', hi: 'तुला संक्रान्ति' },
  'vrishchik-sankranti': { en: 'Vrishchika Sankranti', hi: 'वृश्चिक संक्रान्ति' },
  'dhanu-sankranti': { en: 'Dhanu Sankranti', hi: 'धनु संक्रान्ति' },
  'makar-sankranti': { en: 'Makar Sankranti', hi: 'मकर संक्रान्ति' },
  'kumbh-sankranti': { en: 'Kumbha Sankranti', hi: 'कुम्भ संक्रान्ति' },
  'meen-sankranti': { en: 'Meena Sankranti', hi: 'मीन संक्रान्ति' },
  // Major festivals
  lohri: { en: 'Lohri', hi: 'लोहड़ी' },
  pongal: { en: 'Pongal', hi: 'पोंगल' },
  'vasant-panchami': { en: 'Vasant Panchami', hi: 'वसन्त पंचमी' },
  'ratha-saptami': { en: 'Ratha Saptami', hi: 'रथ सप्तमी' },
  'maha-shivaratri': { en: 'Maha Shivaratri', hi: 'महाशिवरात्रि' },
  'holika-dahan': { en: 'Holika Dahan', hi: 'होलिका दहन' },
  holi: { en: 'Holi', hi: 'होली' },
  'chaitra-navratri': { en: 'Chaitra Navratri (Ghatasthapana)', hi: 'चैत्र नवरात्रि (घटस्थापना)' },
  'gudi-padwa': { en: 'Gudi Padwa / Ugadi', hi: 'गुड़ी पड़वा / उगादी' },
  'ram-navami': { en: 'Ram Navami', hi: 'राम नवमी' },
  'hanuman-jayanti': { en: 'Hanuman Jayanti', hi: 'हनुमान जयन्ती' },
  'akshaya-tritiya': { en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया' },
  'vat-savitri': { en: 'Vat Savitri Vrat', hi: 'वट सावित्री व्रत' },
  'ganga-dussehra': { en: 'Ganga Dussehra', hi: 'गंगा दशहरा' },
  'jagannath-rath-yatra': { en: 'Jagannath Rath Yatra', hi: 'जगन्नाथ रथ यात्रा' },
  'hariyali-teej': { en: 'Hariyali Teej', hi: 'हरियाली तीज' },
  'nag-panchami': { en: 'Nag Panchami', hi: 'नाग पंचमी' },
  'raksha-bandhan': { en: 'Raksha Bandhan', hi: 'रक्षा बन्धन' },
  'krishna-janmashtami': { en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी' },
  'hartalika-teej': { en: 'Hartalika Teej', hi: 'हरतालिका तीज' },
  'ganesh-chaturthi': { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी' },
  'anant-chaturdashi': { en: 'Anant Chaturdashi', hi: 'अनन्त चतुर्दशी' },
  'pitru-paksha': { en: 'Pitru Paksha', hi: 'पितृ पक्ष' },
  'sharad-navratri': { en: 'Sharad Navratri (Ghatasthapana)', hi: 'शारदीय नवरात्रि (घटस्थापना)' },
  'durga-ashtami': { en: 'Durga Ashtami', hi: 'दुर्गा अष्टमी' },
  'maha-navami': { en: 'Maha Navami', hi: 'महा नवमी' },
  dussehra: { en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)' },
  'karva-chauth': { en: 'Karva Chauth', hi: 'करवा चौथ' },
  'ahoi-ashtami': { en: 'Ahoi Ashtami', hi: 'अहोई अष्टमी' },
  dhanteras: { en: 'Dhanteras', hi: 'धनतेरस' },
  'narak-chaturdashi': { en: 'Narak Chaturdashi (Chhoti Diwali)', hi: 'नरक चतुर्दशी (छोटी दीवाली)' },
  diwali: { en: 'Diwali (Lakshmi Puja)', hi: 'दीवाली (लक्ष्मी पूजा)' },
  'govardhan-puja': { en: 'Govardhan Puja', hi: 'गोवर्धन पूजा' },
  'bhai-dooj': { en: 'Bhai Dooj', hi: 'भाई दूज' },
  'chhath-puja': { en: 'Chhath Puja', hi: 'छठ पूजा' },
  'dev-deepawali': { en: 'Dev Deepawali', hi: 'देव दीपावली' },
  'vivah-panchami': { en: 'Vivah Panchami', hi: 'विवाह पंचमी' },
  'gita-jayanti': { en: 'Gita Jayanti', hi: 'गीता जयन्ती' },
};

export const KAAL_NAMES: Readonly<Record<Kaal, Name>> = {
  sunrise: { en: 'sunrise', hi: 'सूर्योदय' },
  arunodaya: { en: 'Arunodaya (before dawn)', hi: 'अरुणोदय' },
  pratah: { en: 'Pratahkal (morning)', hi: 'प्रातःकाल' },
  purvahna: { en: 'Purvahna (forenoon)', hi: 'पूर्वाह्न' },
  madhyahna: { en: 'Madhyahna (midday)', hi: 'मध्याह्न' },
  aparahna: { en: 'Aparahna (afternoon)', hi: 'अपराह्न' },
  sunset: { en: 'sunset', hi: 'सूर्यास्त' },
  pradosh: { en: 'Pradosh Kaal (dusk)', hi: 'प्रदोष काल' },
  ratri: { en: 'the night before midnight', hi: 'अर्धरात्रि से पूर्व की रात्रि' },
  nishita: { en: 'Nishita Kaal (midnight)', hi: 'निशीथ काल' },
  moonrise: { en: 'moonrise', hi: 'चन्द्रोदय' },
};

/** Window labels (night-prahars is expanded into prahar-1..4 and never reported itself). */
export const WINDOW_NAMES: Readonly<Record<Exclude<WindowKind, 'night-prahars'>, Name>> = {
  kaal: { en: 'Puja Muhurat', hi: 'पूजा मुहूर्त' },
  pratah: { en: 'Pratahkal', hi: 'प्रातःकाल' },
  purvahna: { en: 'Purvahna', hi: 'पूर्वाह्न' },
  madhyahna: { en: 'Madhyahna', hi: 'मध्याह्न' },
  aparahna: { en: 'Aparahna', hi: 'अपराह्न' },
  pradosh: { en: 'Pradosh Kaal', hi: 'प्रदोष काल' },
  nishita: { en: 'Nishita Kaal', hi: 'निशीथ काल' },
  arunodaya: { en: 'Arunodaya', hi: 'अरुणोदय' },
  vijaya: { en: 'Vijay Muhurat', hi: 'विजय मुहूर्त' },
  abhijit: { en: 'Abhijit Muhurat', hi: 'अभिजित मुहूर्त' },
  'sayahna-sandhya': { en: 'Sayahna Sandhya', hi: 'सायाह्न सन्ध्या' },
  'sthir-lagna-puja': { en: 'Puja Muhurat (Sthir Lagna)', hi: 'पूजा मुहूर्त (स्थिर लग्न)' },
  'vrishabha-kaal': { en: 'Vrishabha Kaal', hi: 'वृषभ काल' },
  ghatasthapana: { en: 'Ghatasthapana Muhurat', hi: 'घटस्थापना मुहूर्त' },
  'abhyang-snan': { en: 'Abhyang Snan', hi: 'अभ्यंग स्नान' },
  'thread-ceremony': { en: 'Rakhi Muhurat', hi: 'राखी बाँधने का मुहूर्त' },
  'holika-dahan': { en: 'Holika Dahan Muhurat', hi: 'होलिका दहन मुहूर्त' },
  bhadra: { en: 'Bhadra', hi: 'भद्रा' },
  upavasa: { en: 'Upavasa (fasting)', hi: 'उपवास' },
  'sandhi-puja': { en: 'Sandhi Puja', hi: 'सन्धि पूजा' },
  day: { en: 'Daytime', hi: 'दिनमान' },
  parana: { en: 'Parana (breaking the fast)', hi: 'पारण' },
  'punya-kaal': { en: 'Punya Kaal', hi: 'पुण्य काल' },
  'maha-punya-kaal': { en: 'Maha Punya Kaal', hi: 'महा पुण्य काल' },
  'bhadra-puchha': { en: 'Bhadra Puchha', hi: 'भद्रा पुच्छ' },
  'bhadra-mukha': { en: 'Bhadra Mukha', hi: 'भद्रा मुख' },
  'prahar-1': { en: 'First Prahar', hi: 'प्रथम प्रहर' },
  'prahar-2': { en: 'Second Prahar', hi: 'द्वितीय प्रहर' },
  'prahar-3': { en: 'Third Prahar', hi: 'तृतीय प्रहर' },
  'prahar-4': { en: 'Fourth Prahar', hi: 'चतुर्थ प्रहर' },
};

export const MOMENT_NAMES: Readonly<Record<MomentKind, Name>> = {
  moonrise: { en: 'Moonrise', hi: 'चन्द्रोदय' },
  'madhyahna-moment': { en: 'Madhyahna moment', hi: 'मध्याह्न का क्षण' },
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय' },
  sunset: { en: 'Sunset', hi: 'सूर्यास्त' },
  'next-sunrise': { en: 'Next sunrise', hi: 'अगला सूर्योदय' },
  'hari-vasara-end': { en: 'Hari Vasara ends', hi: 'हरि वासर समाप्त' },
  'dwadashi-end': { en: 'Dwadashi ends', hi: 'द्वादशी समाप्त' },
  sankranti: { en: 'Sankranti moment', hi: 'संक्रान्ति का क्षण' },
  'bhadra-end': { en: 'Bhadra ends', hi: 'भद्रा समाप्त' },
  'parana-start': { en: 'Parana from', hi: 'पारण का आरम्भ' },
};

export const TYPE_NAMES: Readonly<Record<FestivalType, Name>> = {
  ekadashi: { en: 'Ekadashi', hi: 'एकादशी' },
  purnima: { en: 'Purnima', hi: 'पूर्णिमा' },
  amavasya: { en: 'Amavasya', hi: 'अमावस्या' },
  pradosh: { en: 'Pradosh Vrat', hi: 'प्रदोष व्रत' },
  sankranti: { en: 'Sankranti', hi: 'संक्रान्ति' },
  vrat: { en: 'Vrat', hi: 'व्रत' },
  festival: { en: 'Festival', hi: 'त्योहार' },
};

export const TRADITION_NAMES: Readonly<Record<'smarta' | 'vaishnava', Name>> = {
  smarta: { en: 'Smarta', hi: 'स्मार्त' },
  vaishnava: { en: 'Vaishnava', hi: 'वैष्णव' },
};

/**
 * Reason sentences (ICU messages). Arguments: tithi, kaal, preferredKaal
 * (display names), nakshatra, sign, festival (display name), days (the
 * offset's size), weekday.
 */
export const REASON_MESSAGES: Readonly<Record<ReasonChoice, Name>> = {
  only: {
    en: '{tithi} prevailed during {kaal} on this day only.',
    hi: '{tithi} केवल इसी दिन {kaal} में व्याप्त थी।',
  },
  'both-first': {
    en: '{tithi} prevailed during {kaal} on two days; the rule takes the first.',
    hi: '{tithi} दो दिन {kaal} में व्याप्त थी; नियम के अनुसार पहला दिन लिया जाता है।',
  },
  'both-second': {
    en: '{tithi} prevailed during {kaal} on two days; the rule takes the second.',
    hi: '{tithi} दो दिन {kaal} में व्याप्त थी; नियम के अनुसार दूसरा दिन लिया जाता है।',
  },
  'both-more': {
    en: '{tithi} prevailed during {kaal} on two days; it held longer on this day.',
    hi: '{tithi} दो दिन {kaal} में व्याप्त थी; इस दिन वह अधिक समय तक रही।',
  },
  'neither-begin': {
    en: '{tithi} prevailed during {kaal} on no day; it is kept on the day it begins.',
    hi: '{tithi} किसी भी दिन {kaal} में व्याप्त नहीं थी; व्रत उसी दिन होता है जिस दिन वह आरम्भ होती है।',
  },
  'neither-udaya': {
    en: '{tithi} prevailed during {kaal} on no day; it is kept on the day it holds at sunrise.',
    hi: '{tithi} किसी भी दिन {kaal} में व्याप्त नहीं थी; व्रत उस दिन होता है जिस दिन सूर्योदय के समय वह रहती है।',
  },
  'fallback-kaal': {
    en: '{tithi} did not prevail during {preferredKaal} on any day; it prevailed during {kaal} on this day.',
    hi: '{tithi} किसी भी दिन {preferredKaal} में व्याप्त नहीं थी; इस दिन वह {kaal} में व्याप्त थी।',
  },
  nakshatra: {
    en: '{tithi} lasted into this day and {nakshatra} nakshatra ruled its {kaal}; the rule prefers this day.',
    hi: '{tithi} इस दिन तक रही और इसके {kaal} में {nakshatra} नक्षत्र था; नियम इस दिन को प्राथमिकता देता है।',
  },
  'bhadra-puchha': {
    en: 'Bhadra covered {kaal} until after midnight; the rite is done in the tail of Bhadra (puchha).',
    hi: '{kaal} में अर्धरात्रि के बाद तक भद्रा थी; अतः यह कर्म भद्रा पुच्छ में किया जाता है।',
  },
  'bhadra-next-day': {
    en: 'Bhadra covered {kaal} of the first night and {tithi} lasted three and a half praharas into this day; the rite is done in this day\'s {kaal}.',
    hi: 'पहली रात्रि के {kaal} में भद्रा थी और {tithi} इस दिन साढ़े तीन प्रहर तक रही; अतः यह कर्म इस दिन के {kaal} में किया जाता है।',
  },
  'ekadashi-udaya': {
    en: 'Ekadashi held at sunrise on this day.',
    hi: 'इस दिन सूर्योदय के समय एकादशी थी।',
  },
  'ekadashi-vriddhi': {
    en: 'Ekadashi held at two sunrises; householders (Smarta) fast on the first day.',
    hi: 'एकादशी दो सूर्योदयों पर रही; गृहस्थ (स्मार्त) पहले दिन व्रत रखते हैं।',
  },
  'ekadashi-vriddhi-dwadashi': {
    en: 'Ekadashi held at two sunrises and Dwadashi at the next one as well; all fast on the second day.',
    hi: 'एकादशी दो सूर्योदयों पर रही और द्वादशी उसके अगले सूर्योदय पर भी; सभी दूसरे दिन व्रत रखते हैं।',
  },
  'ekadashi-dwadashi-kshaya': {
    en: 'Dwadashi ends before the next sunrise, so the fast is kept on the day Ekadashi begins, to break it within Dwadashi.',
    hi: 'द्वादशी अगले सूर्योदय से पहले समाप्त हो जाती है, अतः व्रत उस दिन रखा जाता है जिस दिन एकादशी आरम्भ होती है, ताकि पारण द्वादशी में हो सके।',
  },
  'ekadashi-kshaya': {
    en: 'Ekadashi held at no sunrise; the fast is kept on the day it begins.',
    hi: 'एकादशी किसी सूर्योदय पर नहीं थी; व्रत उस दिन रखा जाता है जिस दिन वह आरम्भ होती है।',
  },
  'vaishnava-arunodaya': {
    en: 'Dashami touched Arunodaya (96 minutes before sunrise), so Vaishnavas fast on the next day.',
    hi: 'अरुणोदय (सूर्योदय से 96 मिनट पहले) में दशमी थी, अतः वैष्णव अगले दिन व्रत रखते हैं।',
  },
  'vaishnava-vriddhi': {
    en: 'Ekadashi held at two sunrises; Vaishnavas fast on the second day.',
    hi: 'एकादशी दो सूर्योदयों पर रही; वैष्णव दूसरे दिन व्रत रखते हैं।',
  },
  'vaishnava-kshaya': {
    en: 'Ekadashi held at no sunrise; Vaishnavas fast on the Dwadashi day.',
    hi: 'एकादशी किसी सूर्योदय पर नहीं थी; वैष्णव द्वादशी के दिन व्रत रखते हैं।',
  },
  'sankranti-day': {
    en: 'The Sun enters {sign} during the day; the punya kaal lies around that moment.',
    hi: 'सूर्य दिन में {sign} राशि में प्रवेश करता है; पुण्य काल उसी क्षण के आसपास है।',
  },
  'sankranti-night-before-midnight': {
    en: 'The Sun enters {sign} at night, before midnight; the punya kaal is the afternoon before.',
    hi: 'सूर्य रात्रि में अर्धरात्रि से पहले {sign} राशि में प्रवेश करता है; पुण्य काल उससे पहले का अपराह्न है।',
  },
  'sankranti-night-after-midnight': {
    en: 'The Sun enters {sign} at night, after midnight; the punya kaal is the next forenoon.',
    hi: 'सूर्य रात्रि में अर्धरात्रि के बाद {sign} राशि में प्रवेश करता है; पुण्य काल अगले दिन का पूर्वाह्न है।',
  },
  'sankranti-uttarayana-next-day': {
    en: 'The Sun enters {sign} at night; for Makara the punya kaal is always the next day.',
    hi: 'सूर्य रात्रि में {sign} राशि में प्रवेश करता है; मकर संक्रान्ति का पुण्य काल सदा अगले दिन होता है।',
  },
  'sankranti-dakshinayana-previous-day': {
    en: 'The Sun enters {sign} at night; for Karka the punya kaal is always the day before.',
    hi: 'सूर्य रात्रि में {sign} राशि में प्रवेश करता है; कर्क संक्रान्ति का पुण्य काल सदा पिछले दिन होता है।',
  },
  'sankranti-before-sunset': {
    en: 'The Sun enters {sign} before sunset; the Tamil month begins that day.',
    hi: 'सूर्य सूर्यास्त से पहले {sign} राशि में प्रवेश करता है; तमिल मास उसी दिन आरम्भ होता है।',
  },
  'sankranti-after-sunset': {
    en: 'The Sun enters {sign} after sunset; the Tamil month begins the next day.',
    hi: 'सूर्य सूर्यास्त के बाद {sign} राशि में प्रवेश करता है; तमिल मास अगले दिन आरम्भ होता है।',
  },
  'sankranti-civil-day': {
    en: 'The Sun enters {sign} on this date; with no sunrise or sunset here, there is no punya kaal to place.',
    hi: 'सूर्य इस तिथि को {sign} राशि में प्रवेश करता है; यहाँ सूर्योदय या सूर्यास्त न होने से पुण्य काल निर्धारित नहीं होता।',
  },
  'offset-before': {
    en: 'Kept {days} day(s) before {festival}.',
    hi: '{festival} से {days} दिन पहले मनाया जाता है।',
  },
  'offset-same-day': {
    en: 'Kept on the day of {festival}.',
    hi: '{festival} के ही दिन मनाया जाता है।',
  },
  'offset-after': {
    en: 'Kept {days} day(s) after {festival}.',
    hi: '{festival} के {days} दिन बाद मनाया जाता है।',
  },
  weekday: {
    en: 'The Amavasya falls on a {weekday}.',
    hi: 'अमावस्या {weekday} को पड़ती है।',
  },
};

/** The "festivals" message namespace for one language, as written to messages/<lang>.json. */
export function festivalMessages(lang: 'en' | 'hi'): Record<string, unknown> {
  const pick = <K extends string>(table: Readonly<Record<K, Name>>) =>
    Object.fromEntries(Object.entries<Name>(table).map(([k, v]) => [k, v[lang]]));
  return {
    ...Object.fromEntries(Object.entries(FESTIVAL_NAMES).map(([slug, n]) => [slug, { name: n[lang] }])),
    kaals: pick(KAAL_NAMES),
    windows: pick(WINDOW_NAMES),
    moments: pick(MOMENT_NAMES),
    types: pick(TYPE_NAMES),
    traditions: pick(TRADITION_NAMES),
    reasons: pick(REASON_MESSAGES),
  };
}
