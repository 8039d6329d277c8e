import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// The one module of app/ that features, layout and pages import (docs/architecture.md "Floors"): the store's
// hooks and types, named here so nothing below the app shell imports the store itself.
export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
