export * from './acompanhar.js';
