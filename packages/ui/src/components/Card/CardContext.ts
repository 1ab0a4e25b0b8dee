import { createContext, useContext } from 'react';
import type { CardVariant } from './Card.props';

export const CardContext = createContext<CardVariant>('section');

export const useCardVariant = () => useContext(CardContext);
