// An async boundary, so shared singletons are negotiated before any React code runs.
import('./bootstrap.js');
