{{/* The base name of every object: <release>-objbench, or the release name when it says objbench. */}}
{{- define "objbench.fullname" -}}
{{- if contains "objbench" .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-objbench" .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "objbench.controller" -}}{{ include "objbench.fullname" . }}-controller{{- end -}}
{{- define "objbench.driver" -}}{{ include "objbench.fullname" . }}-driver{{- end -}}
{{- define "objbench.conf" -}}{{ include "objbench.fullname" . }}-conf{{- end -}}

{{- define "objbench.labels" -}}
app.kubernetes.io/name: objbench
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{- end -}}

{{/* Selector labels of one component (controller or driver): never change after install. */}}
{{- define "objbench.selector" -}}
app.kubernetes.io/name: objbench
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "objbench.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{/* The Secret holding the token: the user's, or the one this chart generates. */}}
{{- define "objbench.tokenSecret" -}}
{{- .Values.token.existingSecret | default (printf "%s-token" (include "objbench.fullname" .)) -}}
{{- end -}}

{{- define "objbench.scheme" -}}{{ if .Values.tls.enabled }}https{{ else }}http{{ end }}{{- end -}}

{{/* The controller's Service as a fully qualified name: what drivers dial and TLS certificates name. */}}
{{- define "objbench.controllerHost" -}}
{{ include "objbench.controller" . }}.{{ .Release.Namespace }}.svc.{{ .Values.clusterDomain }}
{{- end -}}

{{/* Checks of values that would otherwise fail only inside the pods. */}}
{{- define "objbench.validate" -}}
{{- if and .Values.tls.enabled (not .Values.tls.existingSecret) -}}
{{- fail "tls.enabled needs tls.existingSecret: a kubernetes.io/tls Secret with tls.crt, tls.key (PKCS#8) and ca.crt (docs/kubernetes.md)" -}}
{{- end -}}
{{- if not (has .Values.tls.clientAuth (list "none" "want" "need")) -}}
{{- fail (printf "tls.clientAuth is %q: expected none, want or need" .Values.tls.clientAuth) -}}
{{- end -}}
{{- if hasKey .Values.drivers.conf "token" -}}
{{- fail "drivers.conf must not hold token: the token comes from the Secret of token.existingSecret (or the generated one), never from a ConfigMap" -}}
{{- end -}}
{{- range $k, $v := .Values.drivers.conf -}}
{{- if or (hasPrefix "tls_" $k) (has $k (list "name" "host" "port" "url")) -}}
{{- fail (printf "drivers.conf must not hold %s: the chart sets it (tls.*, drivers.port, the pod's name)" $k) -}}
{{- end -}}
{{- end -}}
{{- if lt (int .Values.drivers.replicas) 0 -}}
{{- fail "drivers.replicas must be 0 or more" -}}
{{- end -}}
{{- end -}}

{{/* The environment both containers share: the token from its Secret, JVM options, the probe's TLS files. */}}
{{- define "objbench.commonEnv" -}}
- name: OBJBENCH_TOKEN
  valueFrom:
    secretKeyRef:
      name: {{ include "objbench.tokenSecret" .root }}
      key: {{ .root.Values.token.key }}
- name: OBJBENCH_OPTS
  value: {{ .javaOpts | quote }}
{{- if .root.Values.tls.enabled }}
- name: OBJBENCH_PROBE_CA
  value: /etc/objbench/tls/ca.crt
{{- if ne .root.Values.tls.clientAuth "none" }}
- name: OBJBENCH_PROBE_CERT
  value: /etc/objbench/tls/tls.crt
- name: OBJBENCH_PROBE_KEY
  value: /etc/objbench/tls/tls.key
{{- end }}
{{- end }}
{{- end -}}
