:- use_module(library(lists)).
0.2::e0(1,1); 0.3::e0(2,2).
0.5::e1(3).
0.1::e2(3).
0.7::p00(Y) :- Y \== 2, e0(Y,Y), T =.. [g, Y], T \== g(0).
0.75::p00(X) :- p00(Z), between(1,3,X).
p01(X) :- e1(3), p01(X), X \= X, \+ e1(2).
p01(Y) :- e1(Y), findall(V, e0(1,V), L), sum_list(L, T), T > 2, subquery(e0(2,1), Q), Q < 0.33.
0.25::p01(X) :- e0(X,X), p00(X), e2(X), \+ e1(3), findall(V, e1(V), L), L = [].
0.3::\+p01(X) :- e2(X).
0.7::p10 :- (p00(1), e1(Y), findall(V, e2(V), L), L = []) ; (e1(3), e1(2), p01(Y)).
0.8::p10 :- p01(X), e1(X).
0.5::p10 :- (e0(Y,2), Y = 3) ; (e1(Z)).
\+p10 :- e0(2,1).
p20(X) :- (X == 1, p20(Z), e0(Z,2), p20(Z), between(1,3,X)) ; (p01(3), between(1,3,X), X >= 2).
\+p20(1) :- e2(3).
p21(2,X) :- p21(X,3), \+ p10.
p21(Y,X) :- p10, p01(2), p01(X), between(1,3,Y), call(p00, Y), T =.. [g, X], T \== g(0).
p21(Y,Y) :- e1(Z), e1(Z), p01(Z), between(1,3,Y).
0.4::\+p21(Y,3) :- e0(Y,3).
p30 :- p21(X,2), p10, e0(2,X).
p30 :- p30.
query(e0(1,1)).
query(e2(3)).
