// Names a transcript writes in lower case that are safe to capitalise for display (display-case.ts): countries,
// nationalities, continents, regions, seas, large cities, months and weekdays, and acronyms of institutions and
// everyday science. Left out on purpose: words with a common lower-case meaning (china, turkey, japan, chile,
// polish, jersey, guinea, chad, jordan, nice, reading, bath, split, mobile, lima, cork, may, march, august, sun, mandarin,
// ram, aids).

const names = (text: string) =>
  text
    .trim()
    .split(/\s*\n\s*|\s*,\s*/)
    .filter((x) => x.length > 0);

const WRITTEN = names(`
  Afghanistan, Albania, Algeria, Andorra, Angola, Argentina, Armenia, Australia, Austria, Azerbaijan, Bahamas,
  Bahrain, Bangladesh, Barbados, Belarus, Belgium, Belize, Benin, Bhutan, Bolivia, Bosnia, Botswana, Brazil,
  Brunei, Bulgaria, Burundi, Cambodia, Cameroon, Canada, Colombia, Congo, Croatia, Cuba, Cyprus, Czechia,
  Denmark, Djibouti, Ecuador, Egypt, Eritrea, Estonia, Eswatini, Ethiopia, Fiji, Finland, France, Gabon, Gambia,
  Germany, Ghana, Greece, Grenada, Guatemala, Guyana, Haiti, Honduras, Hungary, Iceland, India, Indonesia, Iran,
  Iraq, Ireland, Israel, Italy, Jamaica, Kazakhstan, Kenya, Kiribati, Korea, Kosovo, Kuwait, Kyrgyzstan, Laos,
  Latvia, Lebanon, Lesotho, Liberia, Libya, Liechtenstein, Lithuania, Luxembourg, Madagascar, Malawi, Malaysia,
  Maldives, Mali, Malta, Mauritania, Mauritius, Mexico, Moldova, Monaco, Mongolia, Montenegro, Morocco,
  Mozambique, Myanmar, Burma, Namibia, Nauru, Nepal, Netherlands, Nicaragua, Niger, Nigeria, Norway, Oman,
  Pakistan, Palestine, Panama, Paraguay, Peru, Philippines, Poland, Portugal, Qatar, Romania, Russia, Rwanda,
  Samoa, Senegal, Serbia, Singapore, Slovakia, Slovenia, Somalia, Spain, Sudan, Suriname, Sweden, Switzerland,
  Syria, Taiwan, Tajikistan, Tanzania, Thailand, Tibet, Togo, Tonga, Tunisia, Turkmenistan, Tuvalu, Uganda,
  Ukraine, Uruguay, Uzbekistan, Vanuatu, Venezuela, Vietnam, Yemen, Zambia, Zimbabwe, England, Scotland, Wales,
  Britain, Prussia, Persia, Mesopotamia, Babylon, Byzantium, Carthage, Sparta, Athens, Macedonia, Yugoslavia,
  Czechoslovakia, Siberia, Manchuria, Bavaria, Saxony, Flanders, Normandy, Brittany, Burgundy, Castile, Aragon,
  Catalonia, Andalusia, Lombardy, Tuscany, Sicily, Sardinia, Corsica, Crete, Anatolia, Arabia, Palestine,
  Kashmir, Bengal, Punjab, Patagonia, Amazonia, Scandinavia, Balkans, Caucasus, Sahara, Sahel, Himalayas, Alps,
  Andes, Pyrenees, Urals, Rockies, Appalachians, Amazon, Nile, Danube, Rhine, Thames, Mississippi, Ganges,
  Yangtze, Mekong, Volga, Euphrates, Tigris, Atlantic, Pacific, Mediterranean, Baltic, Caribbean, Antarctica,
  Africa, America, Americas, Asia, Europe, Oceania, Eurasia,
  African, American, Asian, European, Australian, Austrian, Belgian, Brazilian, British, Canadian, Chinese,
  Cuban, Danish, Dutch, Egyptian, English, Finnish, French, German, Greek, Hungarian, Indian, Iranian, Iraqi,
  Irish, Israeli, Italian, Japanese, Korean, Mexican, Norwegian, Pakistani, Persian, Peruvian, Portuguese,
  Prussian, Roman, Russian, Scottish, Spanish, Swedish, Swiss, Syrian, Turkish, Ukrainian, Vietnamese, Welsh,
  Soviet, Soviets, Afghan, Argentine, Argentinian, Chilean, Colombian, Ethiopian, Kenyan, Nigerian, Venezuelan,
  Bolivian, Ecuadorian, Filipino, Indonesian, Thai, Mongolian, Byzantine, Ottoman, Spartan, Athenian,
  Mesopotamian, Babylonian, Carthaginian, Venetian, Florentine, Parisian, Victorian, Elizabethan, Edwardian,
  Georgian, Napoleonic, Scandinavian, Slavic, Latin, Arabic, Hebrew, Sanskrit, Hindi, Cantonese,
  Americans, Europeans, Africans, Asians, Germans, Russians, Romans, Greeks, Italians, Spaniards, Egyptians,
  Britons, Canadians, Australians, Mexicans, Cubans, Koreans, Vietnamese, Persians, Prussians, Austrians,
  Christian, Christians, Christianity, Catholic, Catholics, Protestant, Protestants, Muslim, Muslims, Islam,
  Islamic, Jewish, Jews, Judaism, Hindu, Hindus, Hinduism, Buddhist, Buddhists, Buddhism, Bible, Koran, Quran,
  London, Paris, Berlin, Moscow, Rome, Madrid, Lisbon, Vienna, Prague, Warsaw, Budapest, Amsterdam, Brussels,
  Stockholm, Oslo, Copenhagen, Helsinki, Dublin, Edinburgh, Manchester, Liverpool, Birmingham, Glasgow, Geneva,
  Zurich, Munich, Hamburg, Frankfurt, Milan, Naples, Venice, Florence, Barcelona, Seville, Marseille, Lyon,
  Istanbul, Constantinople, Jerusalem, Cairo, Baghdad, Tehran, Beijing, Peking, Shanghai, Tokyo, Kyoto, Osaka,
  Seoul, Delhi, Mumbai, Bombay, Calcutta, Kolkata, Karachi, Bangkok, Singapore, Jakarta, Manila, Hanoi, Saigon,
  Sydney, Melbourne, Toronto, Montreal, Vancouver, Chicago, Boston, Philadelphia, Washington, Texas, California,
  Florida, Virginia, Massachusetts, Alaska, Hawaii, Havana, Caracas, Bogota, Quito, Santiago, Buenos Aires,
  Montevideo, Brasilia, Nairobi, Lagos, Johannesburg, Stalingrad, Leningrad, Petersburg, Versailles, Waterloo,
  Hiroshima, Nagasaki, Auschwitz, Gettysburg, Normandy,
  January, February, April, June, July, September, October, November, December,
  Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday,
  United States, United Kingdom, United Nations, Soviet Union, New York, New Zealand, New England, New Jersey,
  New Mexico, New Orleans, New Delhi, South Africa, South America, North America, Central America,
  Latin America, South Korea, North Korea, South Vietnam, North Vietnam, East Germany, West Germany,
  East Germans, West Germans, East Berlin, West Berlin, Eastern Bloc, Middle East, Far East, Hong Kong,
  Saudi Arabia, Sri Lanka, Costa Rica, El Salvador, Puerto Rico, Dominican Republic, Ivory Coast, Sierra Leone,
  Papua New Guinea, Czech Republic, Holy Roman Empire, Roman Empire, Ottoman Empire, British Empire,
  Byzantine Empire, Persian Empire, Mongol Empire, Pacific Ocean, Atlantic Ocean, Indian Ocean, Arctic Ocean,
  Southern Ocean, North Sea, Black Sea, Red Sea, Caspian Sea, Dead Sea, Rio de Janeiro, Sao Paulo,
  Los Angeles, San Francisco, Las Vegas, Mexico City, Panama Canal, Suez Canal, Great Britain, Northern Ireland,
  Pearl Harbor, Wall Street, Silicon Valley, Milky Way
`);

/** Lower-case form -> written form ("united states" -> "United States"). */
export const GEOGRAPHIC_NAMES = new Map(WRITTEN.map((name) => [name.toLowerCase(), name]));

/** Acronyms a transcript says as one word ("nato" -> "NATO"); none is an English word ("us", "un" are not here). */
export const NAME_ACRONYMS = new Set(
  `nato ussr usa eu nasa fbi cia kgb unesco unicef opec imf wto nhs bbc dna rna mrna atp adp nadh nadph fadh
  gdp gnp cpi ppf hiv covid mri ecg eeg cpu gpu html http https tcp udp url sql api usb ufo`.split(/\s+/),
);

/** Acronyms of institutions: their spelled-out name is capitalised too ("north atlantic treaty organization"). */
export const INSTITUTION_ACRONYMS = new Set(
  "nato ussr eu nasa fbi cia kgb unesco unicef opec imf wto nhs bbc".split(" "),
);

/** Titles before a name: the word after one is a name ("president truman"), and the title is then capitalised. */
export const NAME_TITLES = new Set(
  `president professor prof mr mrs ms dr king queen emperor empress pope saint sir lord lady chancellor tsar czar
  prince princess duke duchess senator governor chairman premier kaiser sultan pharaoh archduke`.split(/\s+/),
);

/**
 * Common first names with no everyday meaning: the word after one is a surname ("winston churchill", "gregor
 * mendel"). Left out: will, mark, bill, max, martin, jean, grace, rose, frank, pat, art, don, victor, jack, bob, ray, dawn, hope.
 */
export const GIVEN_NAMES = new Set(
  `adam albert alan alexander alfred andrew anna anne antoine benjamin carl charles charlotte christopher
  claude daniel david edward elizabeth emily emmanuel ernest francis franz friedrich george georg gregor
  harold harry heinrich henry isaac jacques james jane johann johannes john joseph karl kurt leonardo
  louis ludwig margaret maria marie mary michael napoleon nelson niels nikola otto paul peter
  pierre reginald richard robert samuel sigmund simon thomas vladimir walter werner wilhelm william winston
  woodrow milton franklin theodore dwight lyndon ronald mikhail joseph nikita fidel mao charles galileo
  johannes isaac antoine dmitri ivan erwin enrico ernest rosalind francis`.split(/\s+/),
);
