// Standalone dev entry; an async boundary so shared singletons are negotiated first.
import('./bootstrap.js');
