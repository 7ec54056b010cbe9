// @foyer/react also runs its URL render tests under React 18 (devDependencies react-18 and react-dom-18).
// react-dom 18 names React as a peer, which the workspace's React 19 would satisfy; it must load React 18.
module.exports = {
  hooks: {
    readPackage(manifest) {
      if (manifest.name === 'react-dom' && manifest.version.startsWith('18.')) {
        delete manifest.peerDependencies?.react
        manifest.dependencies = { ...manifest.dependencies, react: manifest.version }
      }
      return manifest
    },
  },
}
