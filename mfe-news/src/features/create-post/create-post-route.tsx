// Exposed as './create-post': the shell mounts it at /videos/create (Videos chosen).
import { CreatePostPage } from './create-post-page.js';
import '../../styles.css';

export default function CreateVideoPostRoute() {
  return <CreatePostPage initialSection="videos" />;
}
