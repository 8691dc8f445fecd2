import { choghadiyaName, localizeName, muhuratName, nameOf, pakshaName, planetName, planetSanskrit } from '@/lib/view/names';

describe('display names', () => {
  it('reads numbers from the engine tables in both languages', () => {
    expect(nameOf('tithi', 11, 'en')).toBe('Ekadashi');
    expect(nameOf('tithi', 30, 'hi')).toBe('अमावस्या');
    expect(nameOf('nakshatra', 27, 'en')).toBe('Revati');
    expect(nameOf('rashi', 1, 'hi')).toBe('मेष');
    expect(() => nameOf('tithi', 31, 'en')).toThrow(RangeError);
  });

  it('localizes English keys returned by the engine', () => {
    expect(localizeName('ritu', 'Hemant', 'hi')).toBe('हेमन्त');
    expect(localizeName('moonPhase', 'Full Moon', 'hi')).toBe('पूर्ण चन्द्र');
    expect(localizeName('samvatsara', 'Kalayukta', 'en')).toBe('Kalayukta');
    expect(() => localizeName('ritu', 'Monsoon', 'en')).toThrow(RangeError);
  });

  it('names timings', () => {
    expect(muhuratName('rahu_kaal', 'en')).toBe('Rahu Kaal');
    expect(muhuratName('rahu_kaal', 'hi')).toBe('राहुकाल');
    expect(choghadiyaName('Amrit', 'hi')).toBe('अमृत');
    expect(planetName('Jupiter', 'hi')).toBe('गुरु');
    expect(planetSanskrit('Sun', 'en')).toBe('Surya');
    expect(pakshaName('Krishna', 'hi')).toBe('कृष्ण');
  });
});
