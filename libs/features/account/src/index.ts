export { StudentInfoScreen } from './student-info-screen';
export { fetchSumanMe, sumanMeOptions, useSumanMe } from './api/suman-me';
