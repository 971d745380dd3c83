:- use_module(library(lists)).
0.7::e0.
e1(1).
0.3::e1(3); 0.3::e1(1); 0.3::e1(2).
0.75::e2(3).
0.6::e2(2).
0.1::e2(2); 0.1::e2(1); 0.3::e2(3).
p00 :- (e0, e1(Y), p00) ; (e1(1), e0, T =.. [g, 3], T \== g(0)).
0.5::p10 :- e2(1), p00, p00, call(e2, 3).
P::p20(X,Y) :- (e1(X), between(1,3,Y), \+ e0, findall(V, e2(V), L), L \= []), P is X / 4.
0.6::p20(1,Y) :- p20(X,3), between(1,3,Y).
p21 :- p10, call(e2, 3).
p21 :- e0, T =.. [g, 3], T \== g(0).
0.25::p30(X,X) :- (e2(1), e1(Z), between(1,3,X), W is X + 3, W < 5, Z >= 3) ; (e2(3), p20(Z,1), between(1,3,X)).
0.4::p30(Y,3) :- p10, between(1,3,Y), not p20(Y,Y), \+ p10.
p30(Y,Y) <- p21, e2(3), between(1,3,Y), \+ p00.
query(p00).
query(e0).
query(e0).
