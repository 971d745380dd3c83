:- use_module(library(lists)).
0.8::e0(2).
0.8::e1(3,3).
0.5::e1(3,1).
e2.
0.2::p00(Y) :- Y \== 2, p01(Y), e2, e2, compare(O, Y, 1).
p00(X) :- e0(1), between(1,3,X), call(e0, 2).
p01(Y) :- p00(X), e2, p01(2), between(1,3,Y), findall(V, e0(V), L), L = [], \+ e1(2,1).
p01(Y) :- (e0(X), e1(2,Y), findall(V, e0(V), L), L \= [], \+ e2) ; (e1(2,Y), p00(Y), Y =\= 2, subquery(e0(2), Q), Q < 0.33).
\+p01(Y) :- e2, between(1, 3, Y).
P::p10(Y) :- (p01(Y), p00(3), findall(V, p00(V), L), L = [], subquery(e0(2), Q), Q < 0.33), P is Y / 4.
p10(Y) :- (e1(X,Z), between(1,3,Y), Z @< 1) ; (p11(2), p00(3), between(1,3,Y)).
p10(Y) :- e2, e0(3), between(1,3,Y).
0.5::\+p10(1) :- e2.
0.5::p11(Y) :- p11(X), e1(X,X), e2, between(1,3,Y), X \= 2, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
0.3::p20 :- (p11(2), findall(V, p00(V), L), length(L, N), N >= 2) ; (p11(X), W is X + 3, W < 5).
p21 :- e0(X), p11(1).
p21 :- p10(3), p20, p10(Z), Z < 2.
p21 :- p01(Z), e0(X), p00(Z), W is X + 3, W < 5, \+ e0(2).
p30 :- p01(2), e2.
p30 :- p11(3).
query(p01(1)).
