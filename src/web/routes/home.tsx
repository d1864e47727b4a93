import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Kirana' }];
}

export default function Home() {
  return <main>Kirana</main>;
}
