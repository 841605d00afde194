import type { Amenity } from "../../common/catalogue-schemas.ts";
import type { SeedPropertyType, SeedVilla } from "./seed-types.ts";

/**
 * The Hindi version of the demo catalogue (server/db/seed-data.ts), loaded with it on the first start so a newcomer's
 * Hindi pages show the catalogue in Hindi (decision 046). The villas are generated from curated lists, so their Hindi
 * comes from the same lists' words: each villa's name, highlight and amenities word for word.
 * server/db/seed-data-hindi.test.ts checks every word the generator can draw has its Hindi.
 */

export interface SeedTypeHindi {
  name: string;
  categoryName: string;
  size: string;
  /** The same small HTML fragments as the English features (<strong>, <em>, <br>). */
  features: string[];
  about: string;
  description: string;
}

/** The kinds of home in Hindi, by slug; the names as the site's navigation says them. */
export const seedTypeHindi: Record<string, SeedTypeHindi> = {
  "farm-villa": {
    name: "फ़ार्म विला",
    categoryName: "लग्ज़री विला",
    size: "1,400 – 2,200 वर्ग फ़ुट",
    features: [
      "<strong>3–4 शयनकक्ष</strong>, हर एक के साथ स्नानघर",
      "<strong>निजी किचन गार्डन</strong>, जिसकी देखभाल हमारी खेती की टीम के साथ होती है",
      "<em>धान के खेतों और साल के झुरमुटों</em> की ओर खुले बरामदे",
      "<strong>योगशाला</strong> और ध्यान का लॉन<br>पूरे समूह के लिए साझा",
      "चूने के पलस्तर वाली दीवारें, जो पूरी गर्मी ठंडी रहती हैं",
    ],
    about:
      "फ़ार्म विला रायगढ़ के जंगलों के किनारे लहलहाते खेतों के बीच और अमरकंटक की साल से ढकी मैकल पहाड़ियों पर बने हैं। " +
      "दिन की शुरुआत बरामदे में प्राणायाम से होती है और समापन आपके अपने किचन गार्डन की उपज से पके भोजन से। " +
      "आँगन, छाँव और आर-पार बहती हवा के इर्द-गिर्द बने ये घर ऋतुओं के साथ धीमे जीवन के लिए हैं — कोई रिसॉर्ट नहीं।",
    description: "जैविक खेतों के बीच खुले आँगन वाले विशाल विला, उन परिवारों के लिए जो ऋतुओं की लय के साथ जीना चाहते हैं।",
  },
  "vedanta-villa": {
    name: "वेदांत विला",
    categoryName: "सिग्नेचर विला",
    size: "2,000 – 3,200 वर्ग फ़ुट",
    features: [
      "<strong>4 शयनकक्ष</strong>, हर एक के साथ स्नानघर",
      "पूर्व की ओर खुलता <strong>निजी ध्यान कक्ष</strong>",
      "<strong>प्लंज पूल</strong> और सूर्योदय डेक",
      "संध्या आरती के लिए <em>गंगा घाट</em> बस कुछ कदम दूर",
      "<strong>आयुर्वेदिक उपचार कक्ष</strong><br>बुलाने पर वैद्य उपलब्ध",
      "चूने का पलस्तर, कोटा पत्थर के फ़र्श और पुरानी सागौन की लकड़ी",
    ],
    about:
      "वेदांत विला साधना के लिए हमारे सबसे संपूर्ण घर हैं, जो ऋषिकेश में गंगा के ऊपर शांत तलहटी पर बने हैं। " +
      "हर विला में अपना ध्यान कक्ष, आयुर्वेदिक उपचार कक्ष और ऐसा डेक है जिस पर नदी के ऊपर सुबह की पहली किरण पड़ती है। " +
      "ये अध्ययन और स्थिरता के लंबे प्रवास के लिए बने हैं — अंतर्मन का घर, कोई रिसॉर्ट नहीं।",
    description: "गंगा के ऊपर हमारे विशिष्ट विला, जिनमें रोज़ की साधना, उपचार और अध्ययन के लंबे प्रवास के लिए जगह है।",
  },
  "cubic-homes": {
    name: "क्यूबिक होम्स",
    categoryName: "आधुनिक इको होम",
    size: "800 – 1,200 वर्ग फ़ुट",
    features: [
      "सुगठित, रोशनी से भरी बनावट में <strong>2–3 शयनकक्ष</strong>",
      "<em>हिमालय की पर्वत-रेखाओं</em> को निहारती ऊँची काँच की खिड़कियाँ",
      "<strong>छत पर योग टैरेस</strong>",
      "कुटी हुई मिट्टी की दीवारें, जो दिन की गरमाहट सँजोए रखती हैं",
      "<strong>सौर ऊर्जा वाली छत</strong><br>स्मार्ट बिजली मीटरिंग के साथ",
    ],
    about:
      "क्यूबिक होम्स सोलन की चीड़ से ढकी पहाड़ियों और ऋषिकेश के आसपास की घाटी में सादगी भरी आधुनिक रेखाएँ लाते हैं। " +
      "कुटी हुई मिट्टी की मोटी दीवारें इन्हें सर्दियों में गरम और गर्मियों में ठंडा रखती हैं, और छत का टैरेस सूर्योदय की साधना के लिए आपकी अपनी जगह बन जाता है। " +
      "सरल, उजले और शांत — ये लौट-लौटकर आने के घर हैं, गुज़र जाने वाला कोई रिसॉर्ट नहीं।",
    description: "छत पर योग टैरेस और पहाड़ियों के खुले नज़ारों वाले सुगठित आधुनिक इको होम।",
  },
  "apple-homes": {
    name: "एप्पल होम्स",
    categoryName: "बाग़ की कॉटेज",
    size: "900 – 1,300 वर्ग फ़ुट",
    features: [
      "<strong>2–3 शयनकक्ष</strong>, ऊपर गरमाहट भरी अटारी के साथ",
      "<em>फलते-फूलते सेब के बाग़</em> के भीतर",
      "सर्दियों की शामों के लिए <strong>लकड़ी से जलने वाली बुख़ारी</strong>",
      "स्लेट की छतों के नीचे देवदार की भीतरी सज्जा",
      "<strong>फ़सल का मौसम</strong><br>बाग़ की टीम के साथ सेब तोड़ना और रस निकालना",
    ],
    about:
      "एप्पल होम्स सोलन के बाग़ों के बीच खड़े हैं, जहाँ पहाड़ियों से देवदार की महक लिए हवा उतरती है। " +
      "यहाँ दिन बाग़ के अपने चक्र के साथ चलते हैं — वसंत में फूल, देर गर्मियों में फ़सल, और सर्दियों में अलाव की रोशनी में मंत्रोच्चार की शामें। " +
      "ये विश्राम और सहज साधना की कॉटेज हैं, पहाड़ों में परिवार का घर — कोई रिसॉर्ट नहीं।",
    description: "सोलन की पहाड़ियों में सेब के बाग़ के बीच स्लेट की छत वाली कॉटेज।",
  },
  "tree-houses": {
    name: "ट्री हाउस",
    categoryName: "वन आश्रय",
    size: "420 – 650 वर्ग फ़ुट",
    features: [
      "पेड़ों की छतरी के नीचे <strong>1–2 शयनकक्ष</strong>",
      "<em>साल और महुआ</em> के पेड़ों के बीच, छाल में एक भी कील ठोके बिना",
      "भोर के ध्यान के लिए <strong>चारों ओर घूमता डेक</strong>",
      "रेन शावर और कम्पोस्टिंग शौचालय",
      "<strong>पक्षियों के कलरव वाली सुबहें</strong><br>और प्रकृतिविद् के साथ जंगल की सैर",
    ],
    about:
      "ट्री हाउस नर्मदा के उद्गम के पास अमरकंटक के साल वनों में और ऋषिकेश के ऊपर हरी ढलानों पर पेड़ों के बीच ऊँचे बने हैं। " +
      "जीवित पेड़ों को काटे बिना उनके चारों ओर बने ये घर धरती पर हल्की छाप छोड़ते हैं और सीधे पेड़ों की छतरी में खुलते हैं। " +
      "शांत बैठने और सुनने की जगह — जंगल में एक आश्रय, कोई रिसॉर्ट नहीं।",
    description: "अमरकंटक के वन और ऋषिकेश के ऊपर की पहाड़ियों में पेड़ों की छतरी पर बनी हल्की, ऊँची कुटियाएँ।",
  },
  "bamboo-homes": {
    name: "बैम्बू होम्स",
    categoryName: "इको कॉटेज",
    size: "650 – 950 वर्ग फ़ुट",
    features: [
      "<strong>2 शयनकक्ष</strong>, हर एक के साथ स्नानघर",
      "क्षेत्र के कारीगरों द्वारा <em>उपचारित स्थानीय बाँस</em> से बने",
      "तुलसी चौरे वाला <strong>मिट्टी का आँगन</strong>",
      "प्राकृतिक इन्सुलेशन वाली छप्पर की छत",
      "<strong>वर्षा जल संचयन</strong><br>और ग्रेवॉटर से सींचे बग़ीचे",
    ],
    about:
      "बैम्बू होम्स रायगढ़ क्षेत्र और अमरकंटक के आसपास के गाँवों के कारीगरों के साथ, पास ही उगाए और उपचारित बाँस से बनाए गए हैं। " +
      "हवादार कमरे मिट्टी के आँगन में खुलते हैं, जहाँ दिन तुलसी पर दीया जलाकर शुरू होता है और तारों के नीचे ख़त्म। " +
      "सच्ची सामग्री और बेफ़िक्र जीवन इन्हें गाँव का घर बनाते हैं, कोई रिसॉर्ट नहीं।",
    description: "मिट्टी के आँगन के चारों ओर स्थानीय कारीगरों के बनाए हवादार बाँस के कॉटेज।",
  },
  "nature-house": {
    name: "नेचर हाउस",
    categoryName: "प्रकृति आश्रय",
    size: "500 – 800 वर्ग फ़ुट",
    features: [
      "बग़ीचे में खुलते <strong>1–2 शयनकक्ष</strong>",
      "<em>जंगल की पगडंडियों और पहाड़ी झरनों</em> से कुछ ही कदम दूर",
      "<strong>खुले में रेन शावर</strong>",
      "<strong>सत्संग मंडल</strong><br>और सामुदायिक रसोई",
      "मिट्टी से लिपी दीवारें और नदी के पत्थरों के फ़र्श",
    ],
    about:
      "नेचर हाउस हमारे सबसे सादे घर हैं, जो ऋषिकेश के पास जंगल की पगडंडियों के किनारे और सोलन की चीड़ की ढलानों पर बने हैं। " +
      "ये उनके लिए हैं जो अपने और खुली प्रकृति के बीच कम से कम दूरी चाहते हैं: एक बग़ीचा, संध्या सत्संग के लिए अलाव का घेरा और द्वार से ही शुरू होती पगडंडी। " +
      "धरती से जुड़े और शांत, ये क्लब की जीवन-शैली की ओर पहला कदम हैं, किसी रिसॉर्ट का ठहराव नहीं।",
    description: "जंगल की पगडंडियों के पास सादे बग़ीचे वाले घर — आश्रम-जीवन की ओर हमारा सबसे सहज रास्ता।",
  },
};

/** The villas' own names (the generator's first word or words), in Devanagari. */
const VILLA_NAMES: Record<string, string> = {
  Aranya: "अरण्य",
  Annapurna: "अन्नपूर्णा",
  Gokul: "गोकुल",
  Vrindavan: "वृंदावन",
  Kamdhenu: "कामधेनु",
  Dhanya: "धान्य",
  Haritam: "हरितम्",
  Bhoomi: "भूमि",
  Prithvi: "पृथ्वी",
  Madhuban: "मधुबन",
  Anandvan: "आनंदवन",
  Kesar: "केसर",
  "Shanti Kutir": "शांति कुटीर",
  Neelkanth: "नीलकंठ",
  Ananda: "आनंद",
  Moksha: "मोक्ष",
  Sattva: "सत्त्व",
  Prana: "प्राण",
  Dhyana: "ध्यान",
  Satchit: "सच्चित्",
  Omkara: "ओंकार",
  "Brahma Vihar": "ब्रह्म विहार",
  Jnana: "ज्ञान",
  Turiya: "तुरीय",
  Akash: "आकाश",
  Dhruva: "ध्रुव",
  Tara: "तारा",
  Surya: "सूर्य",
  Chandra: "चंद्र",
  Megh: "मेघ",
  Vayu: "वायु",
  Shikhar: "शिखर",
  Himadri: "हिमाद्रि",
  Kailash: "कैलाश",
  Indra: "इंद्र",
  Nakshatra: "नक्षत्र",
  Devdaru: "देवदारु",
  Chinar: "चिनार",
  "Seb Bagh": "सेब बाग़",
  Pahadi: "पहाड़ी",
  Barog: "बड़ोग",
  Chail: "चायल",
  Kasauli: "कसौली",
  Himani: "हिमानी",
  Buransh: "बुरांश",
  Kafal: "काफल",
  Karol: "करोल",
  Shoolini: "शूलिनी",
  Kadamb: "कदंब",
  "Narmada Nook": "नर्मदा नीड़",
  "Sal Vana": "साल वन",
  Mahua: "महुआ",
  Kapila: "कपिला",
  Sonmuda: "सोनमुड़ा",
  Pipal: "पीपल",
  Neem: "नीम",
  Ashoka: "अशोक",
  Arjuna: "अर्जुन",
  Koel: "कोयल",
  Mayur: "मयूर",
  Venu: "वेणु",
  Bansuri: "बाँसुरी",
  Kelo: "केलो",
  Mandakini: "मंदाकिनी",
  Jharna: "झरना",
  Hariyali: "हरियाली",
  Champa: "चंपा",
  Tulsi: "तुलसी",
  Malhar: "मल्हार",
  Sarang: "सारंग",
  Kusum: "कुसुम",
  Parijat: "पारिजात",
  Prakriti: "प्रकृति",
  Vasudha: "वसुधा",
  Triveni: "त्रिवेणी",
  Tapovan: "तपोवन",
  Shivpuri: "शिवपुरी",
  Sangam: "संगम",
  Kamal: "कमल",
  Jalaj: "जलज",
  Nirmal: "निर्मल",
  Amrit: "अमृत",
  Vanya: "वन्या",
  Sarovar: "सरोवर",
};

/** The word after each villa's name: its kind of home, one villa of it. */
const VILLA_WORDS: Record<string, string> = {
  "Farm Villa": "फ़ार्म विला",
  "Vedanta Villa": "वेदांत विला",
  "Cubic Home": "क्यूबिक होम",
  "Apple Home": "एप्पल होम",
  "Tree House": "ट्री हाउस",
  "Bamboo Home": "बैम्बू होम",
  "Nature House": "नेचर हाउस",
};

/** Every highlight the generator can give a villa. */
const HIGHLIGHTS: Record<string, string> = {
  "Courtyard home beside organic paddy fields": "जैविक धान के खेतों के पास आँगन वाला घर",
  "Private kitchen garden and sunrise veranda": "निजी किचन गार्डन और सूर्योदय की ओर खुलता बरामदा",
  "Mango grove views and an open-air yoga lawn": "आम के बाग़ का नज़ारा और खुले में योग का लॉन",
  "Cowshed-to-kitchen dairy and a shaded courtyard": "गोशाला से सीधे रसोई तक ताज़ा दूध और छायादार आँगन",
  "Wide verandas facing the sal forest": "साल के जंगल की ओर खुले चौड़े बरामदे",
  "Private plunge pool and sunrise deck": "निजी प्लंज पूल और सूर्योदय डेक",
  "East-facing meditation room above the Ganga": "गंगा के ऊपर पूर्वमुखी ध्यान कक्ष",
  "Ayurvedic therapy suite and steam room": "आयुर्वेदिक उपचार कक्ष और भाप स्नान कक्ष",
  "Terrace views of the evening aarti": "छत से संध्या आरती का दृश्य",
  "Library of the Upanishads and a quiet study": "उपनिषदों का पुस्तकालय और शांत अध्ययन कक्ष",
  "Sunken courtyard with a reflecting pool": "जल-कुंड वाला धँसा हुआ आँगन",
  "Rooftop yoga terrace with ridgeline views": "पर्वत-शिखरों के नज़ारे वाला छत पर योग टैरेस",
  "Floor-to-ceiling glass facing the valley": "घाटी की ओर फ़र्श से छत तक काँच",
  "Rammed-earth walls and a sunlit studio": "कुटी हुई मिट्टी की दीवारें और धूप से भरा स्टूडियो",
  "Stargazing deck on the roof": "छत पर तारे निहारने का डेक",
  "Corner windows over the pine forest": "चीड़ के जंगल की ओर कोने की खिड़कियाँ",
  "Compact plan with a sunrise balcony": "सूर्योदय की बालकनी वाली सुगठित बनावट",
  "Attic loft above a working apple orchard": "फलते-फूलते सेब के बाग़ के ऊपर अटारी",
  "Wood-fired bukhari and deodar interiors": "लकड़ी से जलने वाली बुख़ारी और देवदार की भीतरी सज्जा",
  "Blossom-season views from the veranda": "बरामदे से फूलों के मौसम का नज़ारा",
  "Slate roof cottage with a cider-press shed": "स्लेट की छत वाली कॉटेज और सेब का रस निकालने का शेड",
  "Orchard terrace facing the Shivalik ridges": "शिवालिक की पहाड़ियों की ओर बाग़ का टैरेस",
  "Fire-lit reading nook for winter evenings": "सर्दियों की शामों के लिए अलाव के पास पढ़ने का कोना",
  "Canopy deck among old sal trees": "पुराने साल वृक्षों के बीच ऊँचा डेक",
  "Hammock net above the forest floor": "जंगल की ज़मीन के ऊपर झूला-जाल",
  "Dawn birdsong and a meditation platform": "भोर में पक्षियों का कलरव और ध्यान का मंच",
  "Rope bridge to a private lookout": "निजी व्यू-पॉइंट तक रस्सी का पुल",
  "Skylight bed under the canopy": "पेड़ों की छतरी के नीचे रोशनदान वाला बिस्तर",
  "Walking distance to the Narmada udgam": "नर्मदा उद्गम तक पैदल दूरी",
  "Sal-forest canopy deck near the Narmada source": "नर्मदा के उद्गम के पास साल वन में ऊँचा डेक",
  "Canopy deck with glimpses of the Ganga": "गंगा की झलक वाला ऊँचा डेक",
  "Forest cabin on the slopes above Rishikesh": "ऋषिकेश के ऊपर ढलानों पर जंगल की कुटिया",
  "Earthen courtyard with a tulsi altar": "तुलसी चौरे वाला मिट्टी का आँगन",
  "Thatched veranda facing the bamboo grove": "बाँस के झुरमुट की ओर छप्पर वाला बरामदा",
  "Handwoven bamboo screens and a day-bed": "हाथ से बुनी बाँस की जालियाँ और दीवान",
  "Open-air kitchen under a thatch canopy": "छप्पर के नीचे खुली रसोई",
  "Courtyard fire pit for evening kirtan": "संध्या कीर्तन के लिए आँगन में अलाव",
  "Lotus pond and a shaded swing": "कमल-ताल और छायादार झूला",
  "Outdoor rain shower and a fire circle": "खुले में रेन शावर और अलाव का घेरा",
  "Forest trailhead at the garden gate": "बग़ीचे के द्वार से ही जंगल की पगडंडी",
  "Wildflower meadow and a satsang circle": "जंगली फूलों का मैदान और सत्संग मंडल",
  "Garden home a short walk from the Ganga": "गंगा से थोड़ी ही पैदल दूरी पर बग़ीचे वाला घर",
  "Sunset seat above the river beach": "नदी के रेतीले तट के ऊपर सूर्यास्त निहारने की जगह",
  "Mud-plastered walls and a pine-shaded deck": "मिट्टी से लिपी दीवारें और चीड़ की छाँव में डेक",
  "Meadow home with views of the Shivalik hills": "शिवालिक पहाड़ियों के नज़ारे वाला घास के मैदान का घर",
};

/** Every amenity group and detail the generator can give a villa. */
const AMENITIES: Record<string, string> = {
  Wellness: "स्वास्थ्य और साधना",
  "Kitchen & Dining": "रसोई और भोजन",
  Outdoors: "बाहर की सुविधाएँ",
  Comfort: "आराम",
  Sustainability: "पर्यावरण का ध्यान",
  "Private yoga deck": "निजी योग डेक",
  "Ayurvedic massage room": "आयुर्वेदिक मालिश कक्ष",
  "Daily guided meditation": "प्रतिदिन निर्देशित ध्यान",
  "Pranayama sessions at sunrise": "सूर्योदय पर प्राणायाम सत्र",
  "Visiting Ayurvedic vaidya": "समय-समय पर आने वाले आयुर्वेदिक वैद्य",
  "Herbal steam bath": "जड़ी-बूटियों का भाप स्नान",
  "Sound-healing sessions": "ध्वनि-चिकित्सा सत्र",
  "Sattvic meal plans": "सात्त्विक भोजन योजनाएँ",
  "Organic pantry": "जैविक भंडार",
  "Copper and clay cookware": "ताँबे और मिट्टी के बर्तन",
  "Filtered drinking water": "फ़िल्टर किया हुआ पीने का पानी",
  "Outdoor dining pavilion": "खुले में भोजन मंडप",
  "Herbal tea corner": "हर्बल चाय का कोना",
  "Herb garden": "जड़ी-बूटियों का बग़ीचा",
  "Forest walking trail": "जंगल में सैर की पगडंडी",
  "Sunrise deck": "सूर्योदय डेक",
  "Hammock corner": "झूले का कोना",
  "Bonfire pit": "अलाव की जगह",
  "Fruit orchard access": "फलों के बाग़ तक पहुँच",
  "Organic cotton linen": "जैविक सूती चादरें",
  "Wi-Fi in common areas": "साझा जगहों में वाई-फ़ाई",
  "Ceiling fans and cross-ventilation": "छत के पंखे और आर-पार हवा",
  "Hot water on tap": "नल में गरम पानी",
  "Daily housekeeping": "रोज़ाना साफ़-सफ़ाई",
  "Reading nook": "पढ़ने का कोना",
  "Solar-powered": "सौर ऊर्जा से चलित",
  "Rainwater harvesting": "वर्षा जल संचयन",
  "Greywater recycling": "ग्रेवॉटर का पुनर्चक्रण",
  "Composting of kitchen waste": "रसोई के कचरे से खाद",
  "Plastic-free living": "प्लास्टिक-मुक्त जीवन",
  "Native-species landscaping": "देशी प्रजातियों से भू-सज्जा",
  "Farm-to-table produce from the kitchen garden": "किचन गार्डन से सीधे थाली तक ताज़ी उपज",
  "Private kitchen garden": "निजी किचन गार्डन",
  "Shaded inner courtyard": "छायादार भीतरी आँगन",
  "Private meditation room": "निजी ध्यान कक्ष",
  "Ayurvedic therapy suite": "आयुर्वेदिक उपचार कक्ष",
  "Plunge pool": "प्लंज पूल",
  "Rooftop yoga terrace": "छत पर योग टैरेस",
  "Smart energy metering": "स्मार्ट बिजली मीटरिंग",
  "Orchard harvest pantry": "बाग़ की फ़सल का भंडार",
  "Wood-fired bukhari": "लकड़ी से जलने वाली बुख़ारी",
  "Canopy hammock net": "पेड़ों के बीच झूला-जाल",
  "Rope-bridge lookout": "रस्सी के पुल वाला व्यू-पॉइंट",
  "Composting toilet": "कम्पोस्टिंग शौचालय",
  "Earthen courtyard": "मिट्टी का आँगन",
  "Locally grown, treated bamboo": "पास ही उगाया और उपचारित बाँस",
  "Outdoor rain shower": "खुले में रेन शावर",
  "Fire circle": "अलाव का घेरा",
};

/** The Hindi of one of the lists' words; a word the lists lack is a mistake in this file (the test names it). */
function hindiOf(list: Record<string, string>, english: string): string {
  const hindi = list[english];
  if (!hindi) throw new Error(`No Hindi in the demo catalogue for "${english}"`);
  return hindi;
}

/** A demo villa's name in Hindi: its own name, then its kind's word ("Aranya Farm Villa" → "अरण्य फ़ार्म विला"). */
export function seedVillaNameHindi(name: string): string {
  const word = Object.keys(VILLA_WORDS).find((w) => name.endsWith(` ${w}`));
  if (!word) throw new Error(`No Hindi in the demo catalogue for "${name}"`);
  return `${hindiOf(VILLA_NAMES, name.slice(0, -word.length - 1))} ${VILLA_WORDS[word]}`;
}

/** A demo villa's Hindi version: its name, highlight and amenities. */
export function seedVillaHindi(villa: SeedVilla): { name: string; highlights: string; amenities: Amenity[] } {
  return {
    name: seedVillaNameHindi(villa.name),
    highlights: hindiOf(HIGHLIGHTS, villa.highlights),
    amenities: villa.amenities.map((a) => ({
      title: hindiOf(AMENITIES, a.title),
      details: a.details.map((d) => hindiOf(AMENITIES, d)),
    })),
  };
}

/** A demo kind of home's Hindi version. */
export function seedTypeHindiOf(type: SeedPropertyType): SeedTypeHindi {
  const hindi = seedTypeHindi[type.slug];
  if (!hindi) throw new Error(`No Hindi in the demo catalogue for the kind of home "${type.slug}"`);
  return hindi;
}
