/** What other features may use of the interview workshops: the difficulty slider an organisation places its questions on. */
export { DifficultySlider } from './components/DifficultySlider.tsx';
