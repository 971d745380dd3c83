% The lists and apply libraries (ProbLog loads them by use_module).
:- use_module(library(lists)).
:- use_module(library(apply)).
0.5::a(1). 0.4::a(2). a(3).
q(L) :- L = [3,1,2], sum_list(L, S), S > 5.
r(X) :- nth0(1, [a,b,c], X).
s(X) :- nth1(1, [a,b,c], X).
t(R) :- reverse([1,2,3], R).
u(X) :- select(X, [1,2], _).
v(L) :- maplist(a, [1,3]), L = ok.
w(X) :- last([1,2,3], X).
m(X) :- max_list([1,5,2], X).
n(X) :- min_list([4,1,2], X).
inc(X, Y) :- Y is X + 1.
ml(L) :- maplist(inc, [1,2,3], L).
ex(L) :- exclude(a, [1,2,3,4], L).
query(q(_)). query(r(_)). query(s(_)). query(t(_)). query(u(_)). query(v(_)). query(w(_)).
query(m(_)). query(n(_)). query(ml(_)).
