:- use_module(library(lists)).
e0(3,3).
e0(3,1).
0.25::e1(3).
0.9::e2(3,3).
e3(3,2).
0.5::e3(3,1).
0.6::e3(1,2).
0.2::e3(2,2); 0.2::e3(1,1); 0.2::e3(3,3).
p00 :- Y \== 3, p00, e3(Y,Z), e2(Y,Z), not e0(Z,Z).
p00 :- (p00, e1(1), T =.. [g, 1], T \== g(0), \+ e1(2)) ; (e1(2), e0(X,1)).
p00 :- (p00, e2(X,Y), e1(X), T =.. [g, Y], T \== g(0), findall(V, e0(X,V), L), L \= []) ; (p00, subquery(e0(3,1), Q), Q < 0.33).
p10(Y,X) :- p00, e3(2,Z), p00, between(1,3,X), between(1,3,Y).
0.1::p10(X,Y) :- e3(Z,3), between(1,3,X), between(1,3,Y), not e2(3,Z).
p10(Y,Y) :- e3(X,2), p00, e2(X,X), between(1,3,Y), X =:= 1.
p20 :- e2(2,X), p20, p10(2,Z).
p30(Y,2) :- e1(Z), e2(2,Z), between(1,3,Y), call(e1, Y).
P::p30(Y,X) :- (p30(3,X), e0(X,X), between(1,3,Y), not e2(X,X)), P is Y / 4.
query(e2(1,3)).
query(e3(X,2)).
