import { JOB_TITLES_ID, type JobTitlesDocument } from '@careers/domain/jobs';
import { COLLECTIONS } from '@careers/domain/shared';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describeMatrix } from './harness';

// The postings' title index: the admin screens read it to name postings and fill their filters; a
// client that could write it would rename any posting on every admin's screen.
const titles: JobTitlesDocument = {
  jobs: { 'data-analyst': { title: 'Data Analyst', flow: 'recruiting' } },
};
const titlesRef = (db: Firestore) => doc(db, COLLECTIONS.jobTitles, JOB_TITLES_ID);

describeMatrix(COLLECTIONS.jobTitles, {
  seed: (db) => setDoc(titlesRef(db), titles),
  operations: {
    get: (db) => getDoc(titlesRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.jobTitles)),
    create: (db) => setDoc(doc(db, COLLECTIONS.jobTitles, 'another'), titles),
    update: (db) => updateDoc(titlesRef(db), { 'jobs.data-analyst.title': 'Renamed' }),
    delete: (db) => deleteDoc(titlesRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});
