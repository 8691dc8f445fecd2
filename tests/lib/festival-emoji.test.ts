import { DEFAULT_FESTIVAL_EMOJI, festivalEmoji } from '@/lib/festival-emoji';

describe('festivalEmoji', () => {
  it('picks the first matching keyword of the slug', () => {
    expect(festivalEmoji('diwali')).toBe('🪔');
    expect(festivalEmoji('holika-dahan')).toBe('🔥');
    expect(festivalEmoji('holi')).toBe('🎨');
    expect(festivalEmoji('utpanna-ekadashi')).toBe('🌿');
    expect(festivalEmoji('kartik-purnima')).toBe('🌕');
    expect(festivalEmoji('guru-purnima')).toBe('📿');
    expect(festivalEmoji('makar-sankranti')).toBe('☀️');
  });

  it('falls back to a prayer icon', () => {
    expect(festivalEmoji('some-unknown-vrat')).toBe(DEFAULT_FESTIVAL_EMOJI);
    expect(DEFAULT_FESTIVAL_EMOJI).toBe('🙏');
  });
});
