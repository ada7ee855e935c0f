// The storefront screens' own sentences in Hindi (docs/decisions/031-hindi-storefront.md): the
// texts once written straight into their JSX, which showed in English on Hindi pages until the
// storefront guard (storefront-texts.test.ts) made each go through t(), tf() or tx(). Part of
// the Hindi catalog (i18n/hi.ts spreads them in), kept apart for the file's length.
export const hiScreens: Readonly<Record<string, string>> = {
  // the developer's connection check
  'Testing...': 'जाँच हो रही है...',
  'Test Connection': 'कनेक्शन जाँचें',
  'Developer tools': 'डेवलपर टूल',
  // order placed, cash on delivery
  'Cash on delivery: please pay {amount} to the courier when your order arrives.':
    'कैश ऑन डिलीवरी: ऑर्डर आने पर कूरियर को {amount} दीजिए।',
  'Order {id} comes to {amount}, paid in cash to the courier.':
    'ऑर्डर {id} के {amount} बनते हैं, जो कूरियर को नक़द देने हैं।',
  'Confirming...': 'पक्का हो रहा है...',
  'Confirm cash on delivery order': 'कैश ऑन डिलीवरी ऑर्डर पक्का करें',
  // stars and reviews
  'Rated {average} out of 5 by {count} buyers': '{count} ख़रीदारों की रेटिंग 5 में से {average}',
  'Rated {average} out of 5': 'रेटिंग 5 में से {average}',
  'Runs small': 'छोटा आता है',
  'True to size': 'साइज़ सही है',
  'Runs large': 'बड़ा आता है',
  '{author}, verified buyer · size {size}': '{author}, पक्के ख़रीदार · साइज़ {size}',
  'Photo from {author}': '{author} की फ़ोटो',
  'Thanks for your vote': 'आपकी राय के लिए शुक्रिया',
  'Helpful ({count})': 'काम का ({count})',
  'Page {page} of {pages}': 'पेज {page} / {pages}',
  'Choose 1 to 5 stars': '1 से 5 स्टार चुनें',
  'Add a title': 'शीर्षक लिखें',
  'Write a few words': 'कुछ शब्द लिखें',
  'Thank you! Your review of {title} will appear once the store has checked it.':
    'शुक्रिया! {title} का आपका रिव्यू स्टोर के जाँचने के बाद दिखेगा।',
  'Please try again.': 'कृपया फिर से कोशिश करें।',
  '{title}, size {size}': '{title}, साइज़ {size}',
  'Your rating': 'आपकी रेटिंग',
  '1 star': '1 स्टार',
  '{n} stars': '{n} स्टार',
  'How did it fit?': 'फ़िटिंग कैसी रही?',
  'Photos (up to {max})': 'फ़ोटो ({max} तक)',
  '1 photo chosen': '1 फ़ोटो चुनी',
  '{count} photos chosen': '{count} फ़ोटो चुनीं',
  'Sending…': 'भेज रहे हैं…',
  'Send review': 'रिव्यू भेजें',
  '(size {size})': '(साइज़ {size})',
  Reviewed: 'रिव्यू हो गया',
  'Review waiting to be checked': 'रिव्यू जाँच के इंतज़ार में है',
  'Review not published': 'रिव्यू नहीं छपा',
  '{signIn} to review the pieces you bought, or use the link in the mail we sent after delivery.':
    'ख़रीदे सामान का रिव्यू लिखने के लिए {signIn} करें, या डिलीवरी के बाद भेजे गए मेल का लिंक खोलें।',
  // account: mobile number, addresses, WhatsApp
  Save: 'सेव करें',
  'Save address': 'पता सेव करें',
  'Edit address of {name}, {city}': '{name}, {city} का पता बदलें',
  'Delete address of {name}, {city}': '{name}, {city} का पता हटाएँ',
  'On since {date}: we send confirmations, shipping and delivery updates to the phone number of each order.':
    '{date} से चालू: हम हर ऑर्डर के फ़ोन नंबर पर ऑर्डर पक्का होने, भेजे जाने और डिलीवरी की ख़बर भेजते हैं।',
  'On since your last order: we send confirmations, shipping and delivery updates to the phone number of each order.':
    'आपके पिछले ऑर्डर से चालू: हम हर ऑर्डर के फ़ोन नंबर पर ऑर्डर पक्का होने, भेजे जाने और डिलीवरी की ख़बर भेजते हैं।',
  'Turning off...': 'बंद हो रहा है...',
  'Turn off WhatsApp updates': 'WhatsApp अपडेट बंद करें',
  // password reset
  'The link works once, for 30 minutes. Nothing in your inbox? Check the spam folder, or {retry}.':
    'लिंक एक ही बार, 30 मिनट तक चलता है। इनबॉक्स में कुछ नहीं आया? स्पैम फ़ोल्डर देखें, या {retry}।',
  'try again': 'फिर से कोशिश करें',
  'Link expired? {link}': 'लिंक की मियाद ख़त्म? {link}',
  // cart
  'Quantity of {name}': '{name} की गिनती',
  'Decrease quantity of {name}': '{name} एक कम करें',
  'Increase quantity of {name}': '{name} एक और जोड़ें',
  'Change to {quantity}': '{quantity} कर दें',
  '{code} applied: you save {amount}': '{code} लग गया: आपके {amount} बचे',
  // listing and product
  'Page {page}': 'पेज {page}',
  'View {name}': '{name} देखें',
  'Add {name} to cart': '{name} कार्ट में डालें',
  'Remove {name} from wishlist': '{name} विशलिस्ट से हटाएँ',
  'Add {name} to wishlist': '{name} विशलिस्ट में जोड़ें',
  '{discount}% off': '{discount}% छूट',
  'No products found with the selected filters': 'चुने गए फ़िल्टर से कोई प्रोडक्ट नहीं मिला',
  'Nothing in the shop matches “{q}” yet': 'दुकान में अभी “{q}” से मिलता कुछ नहीं है',
  'No products here yet': 'यहाँ अभी कोई प्रोडक्ट नहीं है',
  'No exact matches for “{query}”. Showing results for {showing} instead.':
    '“{query}” से हूबहू कुछ नहीं मिला। इसकी जगह ये नतीजे दिखा रहे हैं: {showing}।',
  'Showing results for {showing}. Did you mean something else? Try other words.':
    'ये नतीजे दिखा रहे हैं: {showing}। कुछ और ढूँढ रहे थे? दूसरे शब्द आज़माएँ।',
  // checkout and delivery
  'Includes GST of {amount} ({parts}) for this delivery address.':
    'इस डिलीवरी पते के लिए {amount} GST ({parts}) शामिल है।',
  'PIN {pin}': 'पिन {pin}',
  // cancelling and refunds
  'We will refund {amount} to {destination}.': 'हम {amount} {destination} लौटा देंगे।',
  'Nothing has been charged, so nothing is due.': 'कुछ चार्ज नहीं हुआ, इसलिए कुछ लौटाना नहीं है।',
  'Cancel order {id}?': 'ऑर्डर {id} रद्द करें?',
  'Its items go back on sale.': 'इसका सामान फिर से बिक्री पर आ जाएगा।',
  'Cancelling...': 'रद्द हो रहा है...',
  'Yes, cancel order': 'हाँ, ऑर्डर रद्द करें',
  'Refund of {amount} started to {destination}.':
    '{amount} का रिफ़ंड शुरू हो गया है, जो {destination} आएगा।',
  'You cancelled this order': 'आपने यह ऑर्डर रद्द किया',
  'This order was cancelled by the store': 'यह ऑर्डर स्टोर ने रद्द किया',
  'your UPI account': 'आपके UPI खाते में',
  'your card or bank account': 'आपके कार्ड या बैंक खाते में',
  'the way you paid': 'पेमेंट वाले तरीक़े से',
  // shipment
  'Shipment of order {id}': 'ऑर्डर {id} की शिपमेंट',
  'Delivery estimate: {date}': 'डिलीवरी का अंदाज़ा: {date}',
  "Track on the courier's site": 'कूरियर की साइट पर ट्रैक करें',
  // paying
  'Your bank has not confirmed this payment yet. This page moves on by itself once it does; please wait a few minutes before paying again.':
    'आपके बैंक ने अभी यह पेमेंट पक्का नहीं किया है। पक्का होते ही यह पेज अपने-आप आगे बढ़ जाएगा; दोबारा पेमेंट करने से पहले कुछ मिनट रुकें।',
  'Scan to pay {amount}': '{amount} देने के लिए स्कैन करें',
  'Scan to pay': 'पेमेंट के लिए स्कैन करें',
  'this code pays a demo UPI address that no app accepts. The store marks the order paid by hand, and this page then moves on.':
    'यह कोड एक डेमो UPI पते पर पेमेंट करता है, जिसे कोई ऐप नहीं लेता। स्टोर ऑर्डर को ख़ुद पेमेंट हुआ मानेगा, फिर यह पेज आगे बढ़ जाएगा।',
  'no UPI app can pay this. Approve or decline it in the {app}; this page then moves on by itself.':
    'कोई UPI ऐप इसे पेमेंट नहीं कर सकता। इसे {app} में मंज़ूर या नामंज़ूर करें; फिर यह पेज अपने-आप आगे बढ़ जाएगा।',
  'test UPI app': 'टेस्ट UPI ऐप',
  '(opens in a new tab)': '(नए टैब में खुलता है)',
  'We sent a payment request for {amount} to {vpa}. Open your UPI app, check the amount and approve it with your UPI PIN.':
    'हमने {vpa} पर {amount} की पेमेंट रिक्वेस्ट भेजी है। अपना UPI ऐप खोलें, रक़म देखें और UPI PIN से मंज़ूर करें।',
  'We sent a payment request to {vpa}. Open your UPI app, check the amount and approve it with your UPI PIN.':
    'हमने {vpa} पर पेमेंट रिक्वेस्ट भेजी है। अपना UPI ऐप खोलें, रक़म देखें और UPI PIN से मंज़ूर करें।',
  // the listing's filters and the product page's failures
  Fabric: 'कपड़ा',
  'Failed to load product details': 'सामान की जानकारी नहीं खुल पाई',
  // cancelling an order: the reasons offered
  'Ordered by mistake': 'ग़लती से ऑर्डर हो गया',
  'Want a different size or colour': 'दूसरा साइज़ या रंग चाहिए',
  'Found a better price elsewhere': 'कहीं और सस्ता मिल गया',
  'Delivery takes too long': 'डिलीवरी में बहुत समय लग रहा है',
  'Could not cancel the order. Please try again.': 'ऑर्डर रद्द नहीं हो पाया। कृपया फिर कोशिश करें।',
  // what a failed request says when the server gave no words of its own
  'Failed to send the reset link. Please try again.':
    'पासवर्ड बदलने का लिंक नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  'Failed to reset the password. Please try again.': 'पासवर्ड नहीं बदल पाया। कृपया फिर कोशिश करें।',
  'This cart link could not be opened.': 'कार्ट का यह लिंक नहीं खुल पाया।',
  'Please try again in a little while.': 'कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Could not subscribe right now. Please try again.':
    'अभी सब्सक्राइब नहीं हो पाया। कृपया फिर कोशिश करें।',
};
