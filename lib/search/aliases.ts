/**
 * What people type for a festival besides the names the messages give it
 * (`festivals.<slug>.name` in English and Hindi, both searched already):
 * other spellings in Latin letters and in Devanagari, regional names and
 * common short names, keyed by the engine's event slug. One table; the
 * search reads it (lib/search/sources.ts) and a test checks that every key is
 * an event the engine produces.
 *
 * Spellings that only differ by h after a consonant, doubled vowels or v/w
 * (Ekadasi, Poornima, Divali) need no entry: the search folds them
 * (lib/search/normalize.ts), as it folds the anusvara and the class nasal
 * of Hindi (संक्रांति / संक्रान्ति).
 */
export const FESTIVAL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  diwali: ['Deepavali', 'Deepawali', 'Lakshmi Puja', 'Laxmi Puja', 'Badi Diwali', 'दीपावली', 'दिवाली', 'लक्ष्मी पूजन', 'बड़ी दिवाली'],
  'narak-chaturdashi': ['Choti Diwali', 'Roop Chaudas', 'Kali Chaudas', 'Naraka Chaturdashi', 'छोटी दिवाली', 'नरक चौदस', 'रूप चौदस'],
  dhanteras: ['Dhanatrayodashi', 'Dhantrayodashi', 'धनत्रयोदशी'],
  'govardhan-puja': ['Annakut', 'Annakoot', 'Padwa', 'अन्नकूट'],
  'bhai-dooj': ['Bhaiya Dooj', 'Bhau Beej', 'Bhai Tika', 'Bhai Phonta', 'Yama Dwitiya', 'भैया दूज', 'भाई दूज', 'यम द्वितीया'],
  'dev-deepawali': ['Dev Diwali', 'Deva Deepavali', 'देव दिवाली'],
  holi: ['Dhulandi', 'Dhuleti', 'Rangwali Holi', 'Phagwah', 'Rang Panchami', 'धुलेंडी', 'धुलंडी', 'रंगवाली होली'],
  'holika-dahan': ['Chhoti Holi', 'Holika', 'छोटी होली', 'होलिका'],
  janmashtami: ['Gokulashtami', 'Krishnashtami', 'Janmashtmi', 'Krishna Jayanti', 'Janmastami', 'जन्माष्टमी', 'गोकुलाष्टमी', 'कृष्णाष्टमी'],
  'maha-shivaratri': ['Shivaratri', 'Shivratri', 'Mahashivratri', 'Maha Shivratri', 'Mahashivaratri', 'शिवरात्रि', 'महा शिवरात्रि', 'शिवरात्री'],
  'masik-shivaratri': ['Masik Shivratri', 'Monthly Shivaratri'],
  'chaitra-navratri': ['Navratri', 'Navaratri', 'Vasant Navratri', 'Chaitra Navaratri', 'Ghatasthapana', 'नवरात्रि', 'नवरात्र', 'चैत्र नवरात्र', 'वासंतिक नवरात्र'],
  'sharad-navratri': ['Navratri', 'Navaratri', 'Sharadiya Navratri', 'Shardiya Navratri', 'Durga Puja', 'Ghatasthapana', 'नवरात्रि', 'नवरात्र', 'शारदीय नवरात्र', 'दुर्गा पूजा'],
  'durga-ashtami': ['Maha Ashtami', 'Durgashtami', 'Ashtami', 'महाष्टमी', 'दुर्गाष्टमी'],
  'maha-navami': ['Navami', 'महानवमी'],
  dussehra: ['Dasara', 'Dasera', 'Dashahara', 'Dussera', 'Vijaya Dashami', 'दसरा', 'विजय दशमी'],
  'raksha-bandhan': ['Rakhi', 'Rakshabandhan', 'Rakhri', 'राखी', 'रक्षाबंधन', 'रक्षा बंधन'],
  'makar-sankranti': ['Sankranti', 'Uttarayan', 'Uttarayana', 'Khichdi', 'Maghi', 'Til Sankranti', 'Makara Sankranti', 'मकर संक्रांति', 'उत्तरायण', 'खिचड़ी', 'संक्रांति'],
  pongal: ['Thai Pongal', 'Makara Sankranti', 'थाई पोंगल'],
  lohri: ['Lohadi', 'Lohari', 'लोहड़ी', 'लोहिड़ी'],
  'ganesh-chaturthi': ['Ganesha Chaturthi', 'Vinayaka Chavithi', 'Vinayak Chaturthi', 'Ganeshotsav', 'गणेशोत्सव', 'गणेश चौथ'],
  'vinayaka-chaturthi': ['Vinayaki Chaturthi', 'विनायकी चतुर्थी'],
  'sankashti-chaturthi': ['Sankatahara Chaturthi', 'Sakat Chauth', 'संकट चौथ', 'सकट चौथ'],
  'ram-navami': ['Rama Navami', 'Ramnavami', 'रामनवमी'],
  'hanuman-jayanti': ['Hanuman Janmotsav', 'हनुमान जन्मोत्सव'],
  'karva-chauth': ['Karwa Chauth', 'Karaka Chaturthi', 'करवा चौथ', 'करवाचौथ'],
  'chhath-puja': ['Chhath', 'Chhat', 'Surya Shashthi', 'Dala Chhath', 'छठ', 'सूर्य षष्ठी'],
  'gudi-padwa': ['Ugadi', 'Yugadi', 'Hindu New Year', 'Gudhi Padwa', 'Nav Samvatsar', 'उगादि', 'हिन्दू नववर्ष', 'नव संवत्सर'],
  'akshaya-tritiya': ['Akha Teej', 'Akshay Tritiya', 'Akti', 'आखा तीज'],
  'vasant-panchami': ['Basant Panchami', 'Saraswati Puja', 'Shri Panchami', 'बसंत पंचमी', 'सरस्वती पूजा', 'श्री पंचमी'],
  'guru-purnima': ['Vyasa Purnima', 'Vyas Purnima', 'व्यास पूर्णिमा'],
  'buddha-purnima': ['Buddha Jayanti', 'Vesak', 'Buddh Purnima', 'बुद्ध जयंती'],
  'sharad-purnima': ['Kojagari Purnima', 'Kojagara', 'Sharad Poonam', 'कोजागरी पूर्णिमा', 'शरद पूनम'],
  'kartika-purnima': ['Kartik Purnima', 'Tripuri Purnima', 'Kartik Poonam', 'कार्तिक पूनम', 'त्रिपुरी पूर्णिमा'],
  'shravana-purnima': ['Shravan Purnima', 'Rakhi Purnima', 'श्रावणी पूर्णिमा'],
  'mauni-amavasya': ['Magha Amavasya', 'Maghi Amavasya', 'माघी अमावस्या'],
  'sarva-pitru-amavasya': ['Mahalaya Amavasya', 'Mahalaya', 'Pitru Amavasya', 'Pitra Moksha Amavasya', 'महालया', 'पितृ अमावस्या', 'पितृ मोक्ष अमावस्या'],
  'pitru-paksha': ['Shraddha', 'Shradh', 'Pitri Paksha', 'Pitra Paksha', 'Mahalaya Paksha', 'Kanagat', 'श्राद्ध', 'श्राद्ध पक्ष', 'पितृपक्ष', 'कनागत'],
  'anant-chaturdashi': ['Anant Chaudas', 'Ananta Chaturdashi', 'अनंत चौदस'],
  'nag-panchami': ['Naga Panchami', 'नागपंचमी'],
  'hartalika-teej': ['Teej', 'Haritalika Teej', 'तीज'],
  'hariyali-teej': ['Teej', 'Shravani Teej', 'Sindhara Teej', 'तीज', 'सिंधारा तीज'],
  'vat-savitri': ['Vat Purnima', 'Savitri Vrat', 'Bargadahi', 'वट पूर्णिमा', 'बड़मावस'],
  'ganga-dussehra': ['Ganga Dashahara', 'Gangavataran', 'गंगा दशहरा', 'गंगावतरण'],
  'jagannath-rath-yatra': ['Rath Yatra', 'Ratha Yatra', 'रथयात्रा'],
  'ratha-saptami': ['Rath Saptami', 'Surya Jayanti', 'Achala Saptami', 'सूर्य जयंती', 'अचला सप्तमी'],
  'gita-jayanti': ['Geeta Jayanti', 'Bhagavad Gita Jayanti', 'गीता जयंती'],
  'vivah-panchami': ['Ram Vivah', 'राम विवाह'],
  'dev-uthani-ekadashi': ['Prabodhini Ekadashi', 'Devutthana Ekadashi', 'Dev Uthani Gyaras', 'Tulsi Vivah', 'देवोत्थान एकादशी', 'देव उठनी ग्यारस', 'प्रबोधिनी एकादशी'],
  'devshayani-ekadashi': ['Ashadhi Ekadashi', 'Padma Ekadashi', 'Harishayani Ekadashi', 'आषाढ़ी एकादशी', 'हरिशयनी एकादशी'],
  'nirjala-ekadashi': ['Bhimseni Ekadashi', 'Bhim Ekadashi', 'भीमसेनी एकादशी', 'निर्जला ग्यारस'],
  'parsva-ekadashi': ['Parivartini Ekadashi', 'Jaljhulni Ekadashi', 'जलझूलनी एकादशी'],
  'shattila-ekadashi': ['Shat Tila Ekadashi', 'षटतिला एकादशी'],
  'amalaki-ekadashi': ['Rangbhari Ekadashi', 'रंगभरी एकादशी'],
  'somvati-amavasya': ['Somavati Amavasya', 'सोमवती अमावस'],
  'shravana-amavasya': ['Hariyali Amavasya', 'हरियाली अमावस्या'],
  // The regional calendars' new years and festivals (issue 31).
  puthandu: ['Tamil New Year', 'Varusha Pirappu', 'Chithirai Vishu', 'तमिल नववर्ष'],
  vishu: ['Malayalam New Year', 'Vishu Kani', 'विशु'],
  'pohela-boishakh': ['Poila Baishakh', 'Pohela Baishakh', 'Nobo Borsho', 'Bengali New Year', 'Bangla New Year', 'पोइला बैशाख', 'बंगाली नववर्ष'],
  'pana-sankranti': ['Maha Vishuva Sankranti', 'Odia New Year', 'महा विषुव संक्रान्ति', 'ओड़िया नववर्ष'],
  'bohag-bihu': ['Rongali Bihu', 'Assamese New Year', 'Bihu', 'रोंगाली बिहू', 'बिहू'],
  'magh-bihu': ['Bhogali Bihu', 'Bihu', 'Uruka', 'भोगाली बिहू', 'बिहू'],
  onam: ['Thiruvonam', 'Thiru Onam', 'तिरुवोणम'],
  'thai-pusam': ['Thaipusam', 'Thai Poosam', 'Thaipoosam', 'थाईपूसम'],
  'karthigai-deepam': ['Karthikai Deepam', 'Kartika Deepam', 'कार्तिकै दीपम'],
  'vaikuntha-ekadashi': ['Mukkoti Ekadashi', 'Vaikunta Ekadasi', 'मुक्कोटि एकादशी'],
  'vishwakarma-puja': ['Vishwakarma Jayanti', 'Biswakarma Puja', 'विश्वकर्मा जयंती'],
};
