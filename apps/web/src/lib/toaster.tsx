import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';

/** Sonner's colour variables in the store's palette, every text at 4.5:1 or better. */
const TOAST_COLOURS = {
  '--normal-bg': '#fffdf8',
  '--normal-border': '#e4d7c3',
  '--normal-text': '#2b1b1d',
  '--success-bg': '#f1f8f2',
  '--success-border': '#b9d8c0',
  '--success-text': '#1b5a2b',
  '--error-bg': '#fdf1f0',
  '--error-border': '#efc3bf',
  '--error-text': '#8f1d1d',
  '--info-bg': '#fffdf8',
  '--info-border': '#e4d7c3',
  '--info-text': '#2b1b1d',
  '--warning-bg': '#fff8e8',
  '--warning-border': '#ecd49b',
  '--warning-text': '#6b4a0c',
} as CSSProperties;

/** Sonner's Toaster as the store shows it; loaded by toast.tsx when the first toast is shown. */
export default function MountedToaster({
  duration,
  onMounted,
}: {
  duration: number;
  onMounted: () => void;
}) {
  // Runs after sonner's own effects (children first): the Toaster is listening by now.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <Toaster
      position="top-center"
      duration={duration}
      closeButton
      richColors
      style={TOAST_COLOURS}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
