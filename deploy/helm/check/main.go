// Command k8s-strict-check decodes every object of rendered Kubernetes manifests (multi-document
// YAML, e.g. the output of helm template) strictly into its typed Kubernetes API object, chosen by
// apiVersion and kind: an unknown field, a duplicate field, a wrongly typed value, an unknown kind
// or a missing metadata.name is an error naming the document, its kind/name and the problem.
//
// Usage: k8s-strict-check FILE... (or - for stdin). Exit 0 when every object decodes; then it
// prints one JSON line per object, {"kind":…,"name":…,"object":{…}}, the object re-encoded from its
// typed form, so callers can assert on exactly what the API server would see. Exit 1 otherwise,
// listing every problem on stderr. Exit 2 on a usage or read error.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

// line is what is printed for each object that decoded.
type line struct {
	Kind   string          `json:"kind"`
	Name   string          `json:"name"`
	Object json.RawMessage `json:"object"`
}

func newScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		corev1.AddToScheme, appsv1.AddToScheme, batchv1.AddToScheme, policyv1.AddToScheme,
		networkingv1.AddToScheme, rbacv1.AddToScheme, autoscalingv2.AddToScheme,
	} {
		if err := add(s); err != nil {
			panic(err)
		}
	}
	return s
}

// check decodes one document; it returns nil, nil for an empty document (helm emits those).
func check(s *runtime.Scheme, doc []byte) (*line, error) {
	var probe map[string]interface{}
	if err := yaml.Unmarshal(doc, &probe); err != nil {
		return nil, fmt.Errorf("not YAML: %v", err)
	}
	if len(probe) == 0 {
		return nil, nil
	}
	var tm metav1.TypeMeta
	if err := yaml.Unmarshal(doc, &tm); err != nil {
		return nil, fmt.Errorf("apiVersion/kind: %v", err)
	}
	if tm.APIVersion == "" || tm.Kind == "" {
		return nil, errors.New("apiVersion and kind are required")
	}
	gv, err := schema.ParseGroupVersion(tm.APIVersion)
	if err != nil {
		return nil, fmt.Errorf("apiVersion %q: %v", tm.APIVersion, err)
	}
	obj, err := s.New(gv.WithKind(tm.Kind))
	if err != nil {
		return nil, fmt.Errorf("unknown kind %s %s (not a Kubernetes API type this checker knows)", tm.APIVersion, tm.Kind)
	}
	// UnmarshalStrict: unknown fields and duplicate fields are errors
	if err := yaml.UnmarshalStrict(doc, obj); err != nil {
		return nil, fmt.Errorf("%s: %v", tm.Kind, err)
	}
	meta, ok := obj.(metav1.Object)
	if !ok || meta.GetName() == "" {
		return nil, fmt.Errorf("%s: metadata.name is required", tm.Kind)
	}
	out, err := json.Marshal(obj)
	if err != nil {
		return nil, fmt.Errorf("%s/%s: re-encoding: %v", tm.Kind, meta.GetName(), err)
	}
	return &line{Kind: tm.Kind, Name: meta.GetName(), Object: out}, nil
}

func read(name string) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(os.Stdin)
	}
	return os.ReadFile(name)
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: k8s-strict-check FILE... (- for stdin)")
		os.Exit(2)
	}
	s := newScheme()
	var lines []*line
	var problems []string
	for _, name := range os.Args[1:] {
		data, err := read(name)
		if err != nil {
			fmt.Fprintf(os.Stderr, "k8s-strict-check: %v\n", err)
			os.Exit(2)
		}
		reader := utilyaml.NewYAMLReader(bufio.NewReader(bytes.NewReader(data)))
		for n := 1; ; n++ {
			doc, err := reader.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: document %d: %v", name, n, err))
				break
			}
			if len(strings.TrimSpace(string(doc))) == 0 {
				continue
			}
			l, err := check(s, doc)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: document %d (%s): %v", name, n, source(doc), err))
			} else if l != nil {
				lines = append(lines, l)
			}
		}
	}
	if len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, p)
		}
		os.Exit(1)
	}
	enc := json.NewEncoder(os.Stdout)
	for _, l := range lines {
		if err := enc.Encode(l); err != nil {
			fmt.Fprintf(os.Stderr, "k8s-strict-check: %v\n", err)
			os.Exit(2)
		}
	}
}

// source is helm's "# Source: chart/templates/x.yaml" comment of a document, when present.
func source(doc []byte) string {
	for _, l := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(l, "# Source: ") {
			return strings.TrimPrefix(l, "# Source: ")
		}
	}
	return "no source comment"
}
