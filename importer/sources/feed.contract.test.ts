import { sourceContract } from './contract';
import { feedSource } from './feed';

sourceContract(feedSource, ['feed-xml', 'feed-atom', 'feed-tsv']);
