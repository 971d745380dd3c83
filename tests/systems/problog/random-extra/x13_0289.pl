:- use_module(library(lists)).
e0(3,2).
0.8::e0(3,1).
0.2::e0(3,3); 0.3::e0(1,1).
0.75::e1(2).
0.6::e1(3).
p00(1) :- e0(Z,3), p01(3,Z).
p00(1) :- e1(Z), \+ e0(3,Z).
0.6::p00(X) :- e1(Z), e1(Z), between(1,3,X).
P::p01(Y,X) :- (e1(2), e0(Z,X), between(1,3,Y), \+ e1(Y), findall(V, e1(V), L), L \= []), P is Y / 4.
p10(Y) :- p10(1), e0(Y,Y), p10(2), call(p00, Y).
p10(X) <- (e0(2,X), \+ e0(X,X)) ; (e0(Z,Z), between(1,3,X)).
\+p10(X) :- e1(X).
P::p20(X) :- (p00(1), p20(Z), between(1,3,X), findall(V, p00(V), L), L \= [], not p10(Z)), P is X / 4.
\+p20(Y) :- e1(Y).
0.8::p21(2) :- p00(Y), subquery(e0(1,1), Q), Q < 0.33.
query(p10(1)).
query(p21(1)).
query(e1(X)).
