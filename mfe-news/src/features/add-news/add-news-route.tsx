// Exposed as './add-news': the shell mounts it at /admin/news/add, for admins only.
import { RequireAuth } from '@site/auth';
import { AddNewsPage } from './add-news-page.js';
import '../../styles.css';

export default function AddNewsRoute() {
  return (
    <RequireAuth admin>
      <AddNewsPage />
    </RequireAuth>
  );
}
