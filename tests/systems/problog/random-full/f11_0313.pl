:- use_module(library(lists)).
0.6::e0(3,1).
e0(1,1).
0.2::e0(3,3); 0.3::e0(2,2); 0.1::e0(1,1).
0.75::e1(3,2).
0.2::e1(1,3).
0.3::e1(2,2); 0.2::e1(3,3).
p00 :- e1(3,2), p00, e1(X,X), call(e0, 2, X), T =.. [g, X], T \== g(0).
p00 :- e1(Z,3), e1(Z,Z), call(e0, 3, Z).
p01(Y) :- (e1(Z,X), e1(X,2), between(1,3,Y), call(e1, 1, Z), findall(V, e0(Y,V), L), sum_list(L, T), T > 2) ; (e1(Y,2), e0(Y,Y)).
p10(Y) :- p01(Z), between(1,3,Y).
0.4::p10(2) :- (p11(Z), call(e1, Z, Z)) ; (p01(X), e1(2,X), not e1(3,X)).
0.2::p11(X) :- (e0(Z,3), e0(Z,1), between(1,3,X), findall(V, p01(V), L), L \= []) ; (p01(Y), between(1,3,X)).
0.8::p11(X) :- p01(Y), between(1,3,X).
0.6::p20(X) :- e0(X,Z), p21(2,Z), p00.
p20(X) :- e0(X,Z), e0(Y,X), Z == 2, \+ p10(3).
0.9::p20(Y) :- p21(X,Y), call(p10, Y), T =.. [g, Y], T \== g(0).
p21(1,X) :- (e0(Y,Z), e0(Y,Y), between(1,3,X), findall(V, e0(Y,V), L), L = [], not p11(1)) ; (p01(X), findall(V, e1(X,V), L), L \= [], X @>= 2).
p21(Y,X) :- p21(X,Z), e1(Z,X), p11(Z), between(1,3,Y), X < 3.
p21(X,Y) <- p00, p21(2,X), between(1,3,Y).
query(p11(1)).
