/** What other modules may use of lessons (the teacher's homepage shows the average rating). */
export { ratingOf } from './lessons.store.ts';
