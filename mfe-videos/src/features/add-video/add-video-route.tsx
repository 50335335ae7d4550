// Exposed as './add-video': the shell mounts it at /admin/videos/add, for admins only.
import { RequireAuth } from '@site/auth';
import { AddVideoPage } from './add-video-page.js';
import '../../styles.css';

export default function AddVideoRoute() {
  return (
    <RequireAuth admin>
      <AddVideoPage />
    </RequireAuth>
  );
}
