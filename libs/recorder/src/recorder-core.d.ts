// recorder-core types only its root (as `any`); its engines are side-effect scripts that register
// themselves on the Recorder global, so there is nothing to type beyond "this module exists".
declare module 'recorder-core/src/engine/mp3';
declare module 'recorder-core/src/engine/mp3-engine';
