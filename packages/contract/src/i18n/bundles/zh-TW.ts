// One language's words in one file for a web build: its messages and its vocabularies.
export { default as messages } from '../zh-TW.generated.json';
export { default as labels } from '../../catalogue/labels/zh-TW.generated.json';
