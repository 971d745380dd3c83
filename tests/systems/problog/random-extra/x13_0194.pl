:- use_module(library(lists)).
e0(1).
0.2::e0(2).
0.9::e0(3).
0.8::e1(3,1).
e1(1,1).
0.3::e1(3,3); 0.2::e1(2,2).
e2(2).
e2(1).
0.1::e3(2,3).
0.6::e3(3,2).
0.7::p00(X) :- e3(Z,Z), e2(Y), between(1,3,X).
p00(2) :- e2(Y).
p10(X,2) :- p10(Y,Y), e1(Y,X).
P::p10(Y,Y) :- (e1(Z,3), e1(Z,1), e3(Z,Y), \+ e1(3,Z), call(e2, Y)), P is Y / 4.
p10(X,3) :- p00(Z), e1(Z,Z), e0(Z), between(1,3,X), T =.. [g, X], T \== g(0).
p20(3) :- p10(1,X), findall(V, p00(V), L), L \= [], not e2(X).
p21(X,Y) :- (e2(2), p00(X), between(1,3,Y), X @=< f(1), X < 3) ; (e2(3), between(1,3,X), between(1,3,Y)).
p30 :- p30, p00(Y).
p30 :- e0(X), X =\= 1.
\+p30 :- e3(1,3).
query(e1(1,X)).
query(e2(2)).
query(e3(1,Y)).
query(\+ p21(3,3)).
evidence(p20(2), true).
