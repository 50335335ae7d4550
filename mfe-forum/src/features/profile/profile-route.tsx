// Exposed as './profile': the shell mounts it at /u/* (profiles live outside /forum, for every area to link to).
import { Route, Routes } from 'react-router-dom';
import { MemberNotFound } from './member-not-found.js';
import { ProfilePage } from './profile-page.js';
import '../../styles.css';

export default function ProfileRoute() {
  return (
    <Routes>
      <Route path=":username" element={<ProfilePage />} />
      <Route path="*" element={<MemberNotFound />} />
    </Routes>
  );
}
