/** Apart from TextField, so that a plain input does not load react-aria. */
export const inputClasses =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 outline-none " +
  "placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 invalid:border-red-500 " +
  "data-[invalid]:border-red-500 disabled:bg-slate-100";
