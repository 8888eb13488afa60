import { sourceContract } from './contract';
import { pageSource } from './page';

sourceContract(pageSource, ['page-jsonld', 'prestashop-alba', 'magento-orla']);
