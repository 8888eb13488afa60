import { sourceContract } from './contract';
import { tiendanubeSource } from './tiendanube';

sourceContract(tiendanubeSource, ['tiendanube-amapola']);
