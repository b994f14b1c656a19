/**
 * TLS of the control plane: key material and trust from the conf files ({@link
 * io.objbench.http.tls.TlsSettings}), PEM reading ({@link io.objbench.http.tls.PemFiles}) and the
 * server and client contexts built from them ({@link io.objbench.http.tls.TlsContexts}).
 */
package io.objbench.http.tls;
