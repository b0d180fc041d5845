// One language's words in one file for a web build: English's messages (its vocabularies' words
// are always there, in `labelOf`).
export { en as messages } from '../en';
