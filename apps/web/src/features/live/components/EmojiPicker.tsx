import Picker, { EmojiStyle } from 'emoji-picker-react';

/** Loaded on first use (React.lazy): the picker and its emoji data are large. 300×400 per the spec. */
export default function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <Picker
      width={300}
      height={400}
      emojiStyle={EmojiStyle.NATIVE}
      lazyLoadEmojis
      previewConfig={{ showPreview: false }}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
