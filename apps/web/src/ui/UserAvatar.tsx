import Avatar from '@mui/material/Avatar';

/** The picture, else the first letter; decorative, because the name is always written next to it or in the label. */
export function UserAvatar({ name, image, size }: { name: string; image: string | null; size: number }) {
  return (
    <Avatar src={image ?? undefined} alt="" aria-hidden sx={{ width: size, height: size }}>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
