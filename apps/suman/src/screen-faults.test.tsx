import { describeScreenFaults } from '@yoga/testing';
import { accountHandlers } from '@yoga/feature-account/testing';
import { agreementsHandlers } from '@yoga/feature-agreements/testing';
import { campaignsHandlers } from '@yoga/feature-campaigns/testing';
import { classMaterialsHandlers } from '@yoga/feature-class-materials/testing';
import { classQaHandlers } from '@yoga/feature-class-qa/testing';
import { coachAccountHandlers } from '@yoga/feature-coach-account/testing';
import { coachAnswersHandlers } from '@yoga/feature-coach-answers/testing';
import { coachClassesHandlers } from '@yoga/feature-coach-classes/testing';
import { coachEventsHandlers } from '@yoga/feature-coach-events/testing';
import { downloadsHandlers } from '@yoga/feature-downloads/testing';
import { materialsHandlers } from '@yoga/feature-materials/testing';
import { routes } from './routes';

// Every screen of this app under the four server faults (issue 29; libs/testing/src/screen-faults.tsx).
describeScreenFaults({
  routes,
  exempt: {
    '/suman/login': 'the sign-in form asks the server only when sent',
    '/teacher/login': 'the sign-in form asks the server only when sent',
    '/suman/wx_h5_login': 'outside the chat app it only says to open the link there',
    '/suman/submit_success': 'shows what its link says was sent; asks nothing',
    '/teacher/submit_success': 'shows what its link says was sent; asks nothing',
    '/suman/view_answer': 'the answer is asked for only when its number and password are sent',
  },
  paths: { '/teacher/upload_material': '/teacher/upload_material?classId=1' },
  handlers: [
    accountHandlers,
    agreementsHandlers,
    campaignsHandlers,
    classMaterialsHandlers,
    classQaHandlers,
    coachAccountHandlers,
    coachAnswersHandlers,
    coachClassesHandlers,
    coachEventsHandlers,
    downloadsHandlers,
    materialsHandlers,
  ],
});
