/**
 * The one table of Panchang names. English entries are the stable keys the
 * engine returns, spelled as the trusted reference (drikpanchang.com) prints
 * them; Hindi entries are what the site shows on /hi. Index i of each list is
 * number i + 1 of that limb.
 */
export interface Name {
  en: string;
  hi: string;
}

const pairs = (rows: [string, string][]): readonly Name[] => rows.map(([en, hi]) => ({ en, hi }));

/** Tithi names 1-15 of a paksha; Krishna 15 is Amavasya (see TITHI_NAMES). */
const TITHI_BASE: [string, string][] = [
  ['Pratipada', 'प्रतिपदा'],
  ['Dwitiya', 'द्वितीया'],
  ['Tritiya', 'तृतीया'],
  ['Chaturthi', 'चतुर्थी'],
  ['Panchami', 'पञ्चमी'],
  ['Shashthi', 'षष्ठी'],
  ['Saptami', 'सप्तमी'],
  ['Ashtami', 'अष्टमी'],
  ['Navami', 'नवमी'],
  ['Dashami', 'दशमी'],
  ['Ekadashi', 'एकादशी'],
  ['Dwadashi', 'द्वादशी'],
  ['Trayodashi', 'त्रयोदशी'],
  ['Chaturdashi', 'चतुर्दशी'],
];

/** Tithis 1-30: 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya). */
export const TITHI_NAMES = pairs([
  ...TITHI_BASE,
  ['Purnima', 'पूर्णिमा'],
  ...TITHI_BASE,
  ['Amavasya', 'अमावस्या'],
]);

export const PAKSHA_NAMES = pairs([
  ['Shukla', 'शुक्ल'],
  ['Krishna', 'कृष्ण'],
]);

export const NAKSHATRA_NAMES = pairs([
  ['Ashwini', 'अश्विनी'],
  ['Bharani', 'भरणी'],
  ['Krittika', 'कृत्तिका'],
  ['Rohini', 'रोहिणी'],
  ['Mrigashira', 'मृगशिरा'],
  ['Ardra', 'आर्द्रा'],
  ['Punarvasu', 'पुनर्वसु'],
  ['Pushya', 'पुष्य'],
  ['Ashlesha', 'आश्लेषा'],
  ['Magha', 'मघा'],
  ['Purva Phalguni', 'पूर्वाफाल्गुनी'],
  ['Uttara Phalguni', 'उत्तराफाल्गुनी'],
  ['Hasta', 'हस्त'],
  ['Chitra', 'चित्रा'],
  ['Swati', 'स्वाती'],
  ['Vishakha', 'विशाखा'],
  ['Anuradha', 'अनुराधा'],
  ['Jyeshtha', 'ज्येष्ठा'],
  ['Mula', 'मूल'],
  ['Purva Ashadha', 'पूर्वाषाढ़ा'],
  ['Uttara Ashadha', 'उत्तराषाढ़ा'],
  ['Shravana', 'श्रवण'],
  ['Dhanishtha', 'धनिष्ठा'],
  ['Shatabhisha', 'शतभिषा'],
  ['Purva Bhadrapada', 'पूर्वाभाद्रपद'],
  ['Uttara Bhadrapada', 'उत्तराभाद्रपद'],
  ['Revati', 'रेवती'],
]);

export const YOGA_NAMES = pairs([
  ['Vishkambha', 'विष्कम्भ'],
  ['Priti', 'प्रीति'],
  ['Ayushman', 'आयुष्मान्'],
  ['Saubhagya', 'सौभाग्य'],
  ['Shobhana', 'शोभन'],
  ['Atiganda', 'अतिगण्ड'],
  ['Sukarma', 'सुकर्मा'],
  ['Dhriti', 'धृति'],
  ['Shula', 'शूल'],
  ['Ganda', 'गण्ड'],
  ['Vriddhi', 'वृद्धि'],
  ['Dhruva', 'ध्रुव'],
  ['Vyaghata', 'व्याघात'],
  ['Harshana', 'हर्षण'],
  ['Vajra', 'वज्र'],
  ['Siddhi', 'सिद्धि'],
  ['Vyatipata', 'व्यतीपात'],
  ['Variyana', 'वरीयान्'],
  ['Parigha', 'परिघ'],
  ['Shiva', 'शिव'],
  ['Siddha', 'सिद्ध'],
  ['Sadhya', 'साध्य'],
  ['Shubha', 'शुभ'],
  ['Shukla', 'शुक्ल'],
  ['Brahma', 'ब्रह्म'],
  ['Indra', 'इन्द्र'],
  ['Vaidhriti', 'वैधृति'],
]);

/**
 * Karana names by karana kind: 1-7 the movable karanas (Bava .. Vishti), then
 * the fixed ones Shakuni, Chatushpada, Naga, Kimstughna (kinds 8-11).
 */
export const KARANA_NAMES = pairs([
  ['Bava', 'बव'],
  ['Balava', 'बालव'],
  ['Kaulava', 'कौलव'],
  ['Taitila', 'तैतिल'],
  ['Garaja', 'गर'],
  ['Vanija', 'वणिज'],
  ['Vishti', 'विष्टि'],
  ['Shakuni', 'शकुनि'],
  ['Chatushpada', 'चतुष्पाद'],
  ['Naga', 'नाग'],
  ['Kimstughna', 'किंस्तुघ्न'],
]);

export const RASHI_NAMES = pairs([
  ['Mesha', 'मेष'],
  ['Vrishabha', 'वृषभ'],
  ['Mithuna', 'मिथुन'],
  ['Karka', 'कर्क'],
  ['Simha', 'सिंह'],
  ['Kanya', 'कन्या'],
  ['Tula', 'तुला'],
  ['Vrishchika', 'वृश्चिक'],
  ['Dhanu', 'धनु'],
  ['Makara', 'मकर'],
  ['Kumbha', 'कुम्भ'],
  ['Meena', 'मीन'],
]);

/** Lunar months 1-12, Chaitra first. */
export const MASA_NAMES = pairs([
  ['Chaitra', 'चैत्र'],
  ['Vaishakha', 'वैशाख'],
  ['Jyeshtha', 'ज्येष्ठ'],
  ['Ashadha', 'आषाढ़'],
  ['Shravana', 'श्रावण'],
  ['Bhadrapada', 'भाद्रपद'],
  ['Ashwin', 'आश्विन'],
  ['Kartika', 'कार्तिक'],
  ['Margashirsha', 'मार्गशीर्ष'],
  ['Pausha', 'पौष'],
  ['Magha', 'माघ'],
  ['Phalguna', 'फाल्गुन'],
]);

/** Weekdays, Sunday first (JavaScript's getDay order). */
export const VARA_NAMES = pairs([
  ['Sunday', 'रविवार'],
  ['Monday', 'सोमवार'],
  ['Tuesday', 'मंगलवार'],
  ['Wednesday', 'बुधवार'],
  ['Thursday', 'गुरुवार'],
  ['Friday', 'शुक्रवार'],
  ['Saturday', 'शनिवार'],
]);

/** Sanskrit weekday names (Ravivara ..), as the reference prints beside the English ones. */
export const VARA_SANSKRIT = pairs([
  ['Ravivara', 'रविवार'],
  ['Somavara', 'सोमवार'],
  ['Mangalavara', 'मंगलवार'],
  ['Budhavara', 'बुधवार'],
  ['Guruvara', 'गुरुवार'],
  ['Shukravara', 'शुक्रवार'],
  ['Shanivara', 'शनिवार'],
]);

/** The six seasons, Vasant first; the reference spells them without the final -a. */
export const RITU_NAMES = pairs([
  ['Vasant', 'वसन्त'],
  ['Grishma', 'ग्रीष्म'],
  ['Varsha', 'वर्षा'],
  ['Sharad', 'शरद'],
  ['Hemant', 'हेमन्त'],
  ['Shishir', 'शिशिर'],
]);

export const AYANA_NAMES = pairs([
  ['Uttarayana', 'उत्तरायण'],
  ['Dakshinayana', 'दक्षिणायन'],
]);

/** The 60-year Jovian cycle, Prabhava first. */
export const SAMVATSARA_NAMES = pairs([
  ['Prabhava', 'प्रभव'],
  ['Vibhava', 'विभव'],
  ['Shukla', 'शुक्ल'],
  ['Pramoda', 'प्रमोद'],
  ['Prajapati', 'प्रजापति'],
  ['Angira', 'अङ्गिरा'],
  ['Shrimukha', 'श्रीमुख'],
  ['Bhava', 'भाव'],
  ['Yuva', 'युवा'],
  ['Dhata', 'धाता'],
  ['Ishvara', 'ईश्वर'],
  ['Bahudhanya', 'बहुधान्य'],
  ['Pramathi', 'प्रमाथी'],
  ['Vikrama', 'विक्रम'],
  ['Vrisha', 'वृष'],
  ['Chitrabhanu', 'चित्रभानु'],
  ['Subhanu', 'सुभानु'],
  ['Tarana', 'तारण'],
  ['Parthiva', 'पार्थिव'],
  ['Vyaya', 'व्यय'],
  ['Sarvajit', 'सर्वजित्'],
  ['Sarvadhari', 'सर्वधारी'],
  ['Virodhi', 'विरोधी'],
  ['Vikriti', 'विकृति'],
  ['Khara', 'खर'],
  ['Nandana', 'नन्दन'],
  ['Vijaya', 'विजय'],
  ['Jaya', 'जय'],
  ['Manmatha', 'मन्मथ'],
  ['Durmukha', 'दुर्मुख'],
  ['Hemalambi', 'हेमलम्बी'],
  ['Vilambi', 'विलम्बी'],
  ['Vikari', 'विकारी'],
  ['Sharvari', 'शर्वरी'],
  ['Plava', 'प्लव'],
  ['Shubhakrit', 'शुभकृत्'],
  ['Shobhakrit', 'शोभकृत्'],
  ['Krodhi', 'क्रोधी'],
  ['Vishvavasu', 'विश्वावसु'],
  ['Parabhava', 'पराभव'],
  ['Plavanga', 'प्लवङ्ग'],
  ['Kilaka', 'कीलक'],
  ['Saumya', 'सौम्य'],
  ['Sadharana', 'साधारण'],
  ['Virodhakrit', 'विरोधकृत्'],
  ['Paridhavi', 'परिधावी'],
  ['Pramadi', 'प्रमादी'],
  ['Aananda', 'आनन्द'],
  ['Rakshasa', 'राक्षस'],
  ['Nala', 'नल'],
  ['Pingala', 'पिङ्गल'],
  ['Kalayukta', 'कालयुक्त'],
  ['Siddharthi', 'सिद्धार्थी'],
  ['Raudra', 'रौद्र'],
  ['Durmati', 'दुर्मति'],
  ['Dundubhi', 'दुन्दुभि'],
  ['Rudhirodgari', 'रुधिरोद्गारी'],
  ['Raktakshi', 'रक्ताक्षी'],
  ['Krodhana', 'क्रोधन'],
  ['Akshaya', 'अक्षय'],
]);

/** Moon phases in order of elongation: principal phases at even indices. */
export const MOON_PHASE_NAMES = pairs([
  ['New Moon', 'अमावस्या का चन्द्र'],
  ['Waxing Crescent', 'बढ़ता हुआ नवचन्द्र'],
  ['First Quarter', 'शुक्ल अष्टमी का अर्धचन्द्र'],
  ['Waxing Gibbous', 'बढ़ता हुआ चन्द्र'],
  ['Full Moon', 'पूर्ण चन्द्र'],
  ['Waning Gibbous', 'घटता हुआ चन्द्र'],
  ['Last Quarter', 'कृष्ण अष्टमी का अर्धचन्द्र'],
  ['Waning Crescent', 'घटता हुआ क्षीण चन्द्र'],
]);
