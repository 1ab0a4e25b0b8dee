import { useParams } from 'react-router-dom';
import { ArticleReaderContainer } from '../features/courses/ArticleReaderContainer';

export function Component() {
  const { id } = useParams();
  // A new id starts a fresh reading (scroll and knowledge check).
  return <ArticleReaderContainer key={id} id={id} />;
}
